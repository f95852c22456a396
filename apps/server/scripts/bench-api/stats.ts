/** Small numeric helpers and formatting for the API benchmark's printout. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function max(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

export function min(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.min(...values);
}

/** Milliseconds as `0.84 s` (or `12 ms` below a tenth of a second). */
export function seconds(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return ms < 100 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function millis(ms: number): string {
  return Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '—';
}

export function count(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—';
}

/** `runs: 0.81 s, 0.92 s, …` for a list of durations. */
export function runList(values: readonly number[], format: (value: number) => string = seconds): string {
  return values.map(format).join(', ');
}

export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
