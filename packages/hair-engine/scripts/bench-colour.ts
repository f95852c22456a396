/**
 * Times the whole-image colour conversions on a 2048 × 1536 (3.1 MP) image, the size of a normalised upload.
 * Prints the median of several runs per conversion; no assertions (benchmarks are scripts, not tests).
 *
 *   npx tsx packages/hair-engine/scripts/bench-colour.ts [runs]
 */
import {
  createLabPlanes,
  labToRgbImage,
  oklabToRgbImage,
  rgbImageToLab,
  rgbImageToOklab,
} from '@hairhue/recolour';
import type { RgbImage } from '@hairhue/recolour';

const WIDTH = 2048;
const HEIGHT = 1536;
const runs = Number(process.argv[2] ?? 9);

/** Smooth gradients with grain, so neighbouring pixels differ as they do in a photo. */
function syntheticPhoto(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) / 255 - 0.5;
  };
  for (let y = 0, j = 0; y < height; y++) {
    for (let x = 0; x < width; x++, j += 3) {
      data[j] = Math.max(0, Math.min(255, Math.round((255 * x) / width + 24 * noise())));
      data[j + 1] = Math.max(0, Math.min(255, Math.round((255 * y) / height + 24 * noise())));
      data[j + 2] = Math.max(0, Math.min(255, Math.round((128 * (x + y)) / width + 24 * noise())));
    }
  }
  return { width, height, data };
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Wall time and this process's CPU time (user + system), over `runs` runs. On a shared machine the CPU time
 * is the steadier figure (it leaves out waiting for a core), and its best run the closest to an idle machine.
 */
function time(label: string, work: () => void): void {
  work(); // warm-up: tables built, code optimised
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(28)} wall ${ms(median(wall))} ms, CPU ${ms(median(cpu))} ms median, ${ms(Math.min(...cpu))} ms best`,
  );
}

const image = syntheticPhoto(WIDTH, HEIGHT);
const planes = createLabPlanes(WIDTH, HEIGHT);
const out = new Uint8Array(WIDTH * HEIGHT * 3);
console.log(`${WIDTH} × ${HEIGHT} = ${((WIDTH * HEIGHT) / 1e6).toFixed(2)} MP, Node ${process.version}`);

time('sRGB → CIELAB', () => rgbImageToLab(image, planes));
time('CIELAB → sRGB', () => labToRgbImage(planes.L, planes.a, planes.b, WIDTH, HEIGHT, out));
time('sRGB → OKLab', () => rgbImageToOklab(image, planes));
time('OKLab → sRGB', () => oklabToRgbImage(planes.L, planes.a, planes.b, WIDTH, HEIGHT, out));
time('sRGB → CIELAB (new planes)', () => rgbImageToLab(image));
