/** A small seeded generator (mulberry32), so failures reproduce. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
