/** `/try`: an empty page (SPEC §2). */
export function TryPage() {
  return <main className="min-h-dvh" aria-label="Try" />;
}
