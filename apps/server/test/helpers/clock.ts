/**
 * A server clock for suites that count a UTC day's allowance (Dice Roll's three a day, free changes per
 * address a day). It reads 12:00 UTC of the day it was made and runs on in real time from there, so a suite
 * that CI happens to run across midnight does not start a new day between its rolls and its count (a run
 * that started at 23:54 failed so). Twelve hours either way keeps the day for longer than any suite runs.
 */
export function middayClock(): () => Date {
  const madeAt = Date.now();
  const midday = new Date(madeAt);
  midday.setUTCHours(12, 0, 0, 0);
  return () => new Date(midday.getTime() + (Date.now() - madeAt));
}
