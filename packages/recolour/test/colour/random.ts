/** A small seeded generator (mulberry32) of numbers in [0, 1): the same seed, the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

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
