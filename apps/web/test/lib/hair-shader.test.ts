import { describe, expect, it } from 'vitest';
import source from '@/lib/hair-gl/hair-shader.ts?raw';

/** The GLSL written in hair-shader.ts: its template literals, without what the package writes in. */
function glslOf(typescript: string): string[] {
  const templates = [...typescript.matchAll(/= (?:\([^)]*\): string => )?`([^`]*)`/g)].map(
    (match) => match[1],
  );
  return templates.map((glsl) =>
    glsl
      .replace(/\$\{[^}]*\}/g, ' ')
      .replace(/^#version .*$/m, '')
      .replace(/\/\/.*$/gm, ''),
  );
}

/** Numbers a shader may spell out: nothing but 0, ½ and 1 needs a name. */
const PLAIN_NUMBERS = new Set([0, 0.5, 1]);

function strayNumbers(glsl: string): string[] {
  const numbers = glsl.match(/(?<![\w.])(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?![\w.])/gi) ?? [];
  return numbers.filter((number) => !PLAIN_NUMBERS.has(Number(number)));
}

describe('the hair shader', () => {
  it('takes every number but 0, ½ and 1 from the recolour package', () => {
    const shaders = glslOf(source);
    expect(shaders).toHaveLength(3);
    expect(shaders.flatMap(strayNumbers)).toEqual([]);
  });

  it('finds a number typed into the shader', () => {
    const typedIn = source.replace('GLOW_GAIN * u_glowStrength', '1.6 * u_glowStrength');
    expect(glslOf(typedIn).flatMap(strayNumbers)).toEqual(['1.6']);
    expect(strayNumbers('float x = clamp(L, 0.005, 1e-3) * 255.0 + 2.;')).toEqual([
      '0.005',
      '1e-3',
      '255.0',
      '2.',
    ]);
  });
});
