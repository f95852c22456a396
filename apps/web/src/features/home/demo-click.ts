/** SPEC §5: a demo click is ignored without a token, or while another demo is being opened. */
export function shouldIgnoreDemoClick(token: string | null, loadingDemoId: number | null): boolean {
  return token === null || loadingDemoId !== null;
}

/** SPEC §7: demo photos are recorded with an object path `demo-{timestamp}-{random}`. */
export function demoObjectPath(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11) || '0';
  return `demo-${now}-${suffix}`;
}
