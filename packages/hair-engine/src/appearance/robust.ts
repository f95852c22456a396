/** The median of `values` (sorted in place); NaN when empty. */
export function median(values: Float64Array): number {
  if (values.length === 0) return Number.NaN;
  values.sort();
  const middle = values.length >> 1;
  return values.length % 2 === 1
    ? (values[middle] as number)
    : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
}

/**
 * Indices of the samples whose `key` lies between the `low` and `high` quantiles (0..1): the middle of a
 * distribution with its tails (shadows, shine) cut off.
 */
export function trimmedIndices(key: Float64Array, low: number, high: number): number[] {
  const order = Array.from(key.keys()).sort((p, q) => (key[p] as number) - (key[q] as number));
  return order.slice(Math.floor(order.length * low), Math.ceil(order.length * high));
}
