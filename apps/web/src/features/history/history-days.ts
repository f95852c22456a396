import type { HairColorTryOn } from '@hairhue/contracts';

/** One calendar day of the History grid (SPEC §2). */
export interface HistoryDay {
  /** The local calendar day, 'YYYY-MM-DD'. */
  key: string;
  label: string;
  tryOns: HairColorTryOn[];
}

// The spec's example label is English ('Monday, November 16'), like every other text in the app.
const LOCALE = 'en-US';

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The calendar day before `date` in local time; not `- 24 h`, which is wrong on daylight-saving days. */
function previousDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1);
}

/** 'Today', 'Yesterday', or the date ('Monday, November 16'; the year is added for other years). */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return 'Today';
  if (dayKey(date) === dayKey(previousDay(now))) return 'Yesterday';
  return date.toLocaleDateString(LOCALE, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The time under a thumbnail, e.g. '3:07 PM'. */
export function timeLabel(date: Date): string {
  return date.toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit' });
}

/** Groups try-ons by local calendar day: newest day first, newest first within a day. */
export function groupByDay(tryOns: readonly HairColorTryOn[], now: Date): HistoryDay[] {
  const newestFirst = [...tryOns].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const days: HistoryDay[] = [];
  for (const tryOn of newestFirst) {
    const created = new Date(tryOn.createdAt);
    const key = dayKey(created);
    const last = days.at(-1);
    if (last?.key === key) last.tryOns.push(tryOn);
    else days.push({ key, label: dayLabel(created, now), tryOns: [tryOn] });
  }
  return days;
}

/** The header's count: '1 change', '3 changes'. */
export function countText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}
