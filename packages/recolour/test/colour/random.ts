import { mulberry32 as seededRandom } from '../../src/random';

export { seededRandom };

/** `count` triples uniformly in [from, to). */
export function randomColours(
  count: number,
  seed: number,
  from: number,
  to: number,
): [number, number, number][] {
  const random = seededRandom(seed);
  const span = to - from;
  return Array.from({ length: count }, () => [
    from + span * random(),
    from + span * random(),
    from + span * random(),
  ]);
}
