/** What the spec says is "only logged": registration, status loading, roll errors. */
export function logError(context: string, error: unknown): void {
  console.error(`${context}:`, error instanceof Error ? error.message : error);
}
