import type { HairColorTryOn } from '@hairhue/contracts';
import { describe, expect, it } from 'vitest';
import { countText, dayLabel, groupByDay } from '@/features/history/history-days';

// Local times, so the tests hold in any time zone the suite runs in.
const at = (month: number, day: number, hour: number, minute = 0, second = 0) =>
  new Date(2026, month - 1, day, hour, minute, second);

function tryOn(id: string, created: Date): HairColorTryOn {
  return {
    id,
    photoId: 'photo',
    status: 'completed',
    resultUrl: `/files/${id}.jpg`,
    colorName: 'Copper',
    colorValue: '#b0562b',
    createdAt: created.toISOString(),
    intensity: 100,
    shine: 50,
  };
}

const ids = (days: ReturnType<typeof groupByDay>) => days.map((day) => day.tryOns.map((t) => t.id));

describe('groupByDay', () => {
  const now = at(11, 17, 10);

  it('splits entries a second either side of local midnight into two days', () => {
    const days = groupByDay(
      [tryOn('before', at(11, 16, 23, 59, 59)), tryOn('after', at(11, 17, 0, 0, 1))],
      now,
    );
    expect(days.map((day) => day.label)).toEqual(['Today', 'Yesterday']);
    expect(ids(days)).toEqual([['after'], ['before']]);
  });

  it('keeps entries from the start and the end of one day together', () => {
    const days = groupByDay(
      [tryOn('early', at(11, 15, 0, 0, 0)), tryOn('late', at(11, 15, 23, 59, 59))],
      now,
    );
    expect(ids(days)).toEqual([['late', 'early']]);
  });

  it('puts the newest day first and the newest entry first within a day, whatever the input order', () => {
    const days = groupByDay(
      [
        tryOn('old-morning', at(11, 10, 9)),
        tryOn('today-morning', at(11, 17, 8)),
        tryOn('old-evening', at(11, 10, 21)),
        tryOn('today-early', at(11, 17, 1)),
        tryOn('yesterday', at(11, 16, 12)),
      ],
      now,
    );
    expect(ids(days)).toEqual([
      ['today-morning', 'today-early'],
      ['yesterday'],
      ['old-evening', 'old-morning'],
    ]);
  });

  it('gives an empty list for no entries', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it("says 'Today' for any time on the current calendar day", () => {
    expect(dayLabel(at(11, 17, 0, 0, 0), at(11, 17, 23, 59))).toBe('Today');
  });

  it("says 'Yesterday' for the previous calendar day, even a minute before midnight", () => {
    expect(dayLabel(at(11, 16, 23, 59), at(11, 17, 0, 1))).toBe('Yesterday');
  });

  it("says 'Yesterday' across a month boundary", () => {
    expect(dayLabel(at(11, 30, 18), at(12, 1, 9))).toBe('Yesterday');
  });

  it('writes older days as weekday, month and day', () => {
    expect(dayLabel(at(11, 16, 12), at(11, 18, 9))).toBe('Monday, November 16');
  });

  it('adds the year for a day in another year', () => {
    expect(dayLabel(new Date(2025, 10, 16, 12), at(11, 18, 9))).toBe('Sunday, November 16, 2025');
  });
});

describe('countText', () => {
  it("says '1 change' for one entry", () => {
    expect(countText(1)).toBe('1 change');
  });

  it("says 'changes' for zero or several", () => {
    expect(countText(3)).toBe('3 changes');
    expect(countText(0)).toBe('0 changes');
  });
});
