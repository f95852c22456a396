import { describe, expect, it } from 'vitest';
import {
  hairPlane,
  hasSha256,
  LiveHairModel,
  networkInput,
  type RunNetwork,
} from '@/features/camera/live-colour/live-hair-model';

const SIDE = 2;

/** A frame of one grey level (RGBA). */
const frame = (level: number) => new Uint8ClampedArray(SIDE * SIDE * 4).fill(level);

/** A stand-in network answering the hair probabilities given, one list per call. */
function network(answers: number[][]): { run: RunNetwork; inputs: Float32Array[] } {
  const inputs: Float32Array[] = [];
  let call = 0;
  const run: RunNetwork = async (input, side) => {
    inputs.push(input);
    const hair = answers[call++] ?? [];
    return Float32Array.from([...hair.map((p) => 1 - p), ...hair].slice(0, 2 * side * side));
  };
  return { run, inputs };
}

describe('the live hair model', () => {
  it('feeds the network RGB / 255 in NHWC with the fourth channel 0', () => {
    const rgba = Uint8ClampedArray.from([255, 0, 51, 255, 0, 255, 0, 255, 0, 0, 0, 255, 102, 102, 102, 0]);
    const expected = [1, 0, 0.2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0.4, 0.4, 0.4, 0];
    expect(Array.from(networkInput(rgba, SIDE))).toEqual(expected.map((v) => Math.fround(v)));
    expect(() => networkInput(rgba, 3)).toThrow(RangeError);
  });

  it('keeps one input buffer for its frames, but never one a pass still reads', async () => {
    let release = (): void => undefined;
    const inputs: Float32Array[] = [];
    const answer = Float32Array.from([0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    const model = new LiveHairModel(async (input) => {
      inputs.push(input);
      if (inputs.length === 3) await new Promise<void>((resolve) => (release = resolve));
      return answer.slice();
    });
    await model.segment(frame(10), SIDE);
    await model.segment(frame(20), SIDE);
    expect(inputs[1]).toBe(inputs[0]);
    expect(inputs[1]?.[0]).toBeCloseTo(20 / 255, 6);

    const held = model.segment(frame(30), SIDE);
    const meanwhile = model.segment(frame(40), SIDE);
    await meanwhile;
    expect(inputs[3]).not.toBe(inputs[2]);
    expect(inputs[2]?.[0]).toBeCloseTo(30 / 255, 6);
    release();
    await held;
  });

  it('reads the hair channel, the second of the softmaxed pair', () => {
    expect(Array.from(hairPlane(Float32Array.from([0.9, 0.8, 0.7, 0.6, 0.1, 0.2, 0.3, 0.4]), SIDE))).toEqual(
      [0.1, 0.2, 0.3, 0.4].map((v) => Math.fround(v)),
    );
  });

  it('answers the network’s own mask first, then steadies unsure pixels on a still picture', async () => {
    const { run } = network([
      [0.99, 0.5, 0.55, 0.01],
      [0.99, 0.3, 0.45, 0.01],
    ]);
    const model = new LiveHairModel(run);
    expect(Array.from(await model.segment(frame(90), SIDE))).toEqual(
      [0.99, 0.5, 0.55, 0.01].map((v) => Math.fround(v)),
    );
    const second = await model.segment(frame(90), SIDE);
    // The sure pixels take their new value; the unsure ones stay near the last frame's.
    expect(second[0]).toBeCloseTo(0.99, 2);
    expect(second[3]).toBeCloseTo(0.01, 2);
    expect(second[1]).toBeGreaterThan(0.42);
    expect(second[2]).toBeGreaterThan(0.5);
  });

  it('takes the network’s mask as it is when the picture moves, or after a reset', async () => {
    const moving = new LiveHairModel(
      network([
        [0.5, 0.5, 0.5, 0.5],
        [0.3, 0.3, 0.3, 0.3],
      ]).run,
    );
    await moving.segment(frame(40), SIDE);
    expect((await moving.segment(frame(200), SIDE))[0]).toBeCloseTo(0.3, 6);

    const switched = new LiveHairModel(
      network([
        [0.5, 0.5, 0.5, 0.5],
        [0.3, 0.3, 0.3, 0.3],
      ]).run,
    );
    await switched.segment(frame(90), SIDE);
    switched.reset();
    expect((await switched.segment(frame(90), SIDE))[0]).toBeCloseTo(0.3, 6);
  });

  it('checks the model’s bytes against their sha256', async () => {
    const bytes = new TextEncoder().encode('abc').buffer as ArrayBuffer;
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await hasSha256(bytes, abc)).toBe(true);
    expect(await hasSha256(bytes, abc.replace('b', 'c'))).toBe(false);
  });
});
