/** Plain-text table helpers shared by the eval:edges sections. */

export const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface Target {
  label: string;
  met: boolean;
}

/** '≥ 0.87' style check of a figure, with a label for the report. */
export function atLeast(value: number, bound: number, what: string): Target {
  return { label: `${what} ≥ ${bound}`, met: value >= bound };
}

export function atMost(value: number, bound: number, what: string): Target {
  return { label: `${what} ≤ ${bound}`, met: value <= bound };
}

export function verdict(targets: Target[]): string {
  if (targets.length === 0) return '';
  return targets.map((t) => `${t.label} ${t.met ? 'met' : 'NOT MET'}`).join(', ');
}

/** Right-aligned cells after a left-aligned first one, widths given per column. */
export function row(cells: string[], widths: number[]): string {
  const line = cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
    .join(' ');
  return line.trimEnd();
}
