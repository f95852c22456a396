/** SPEC §2: the Go Premium banner's line for the free changes left. */
export function freeChangesLine(usageRemaining: number): string {
  if (usageRemaining <= 0) return 'Unlock unlimited hair colors';
  if (usageRemaining === 1) return '1 free change left';
  return `${usageRemaining} free changes left`;
}
