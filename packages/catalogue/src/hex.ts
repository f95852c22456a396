/** Mixes two `#rrggbb` colours in sRGB; `amount` 0 gives `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, amount: number): string {
  const channels = [0, 1, 2].map((index) => {
    const start = Number.parseInt(from.slice(1 + 2 * index, 3 + 2 * index), 16);
    const end = Number.parseInt(to.slice(1 + 2 * index, 3 + 2 * index), 16);
    return Math.round(start + (end - start) * amount)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}
