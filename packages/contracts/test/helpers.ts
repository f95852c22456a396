import { expect } from 'vitest';
import type { z } from 'zod';

/** Asserts that parsing fails and that one issue names `field` (a dotted path). */
export function expectRejected(schema: z.ZodType, input: unknown, field: string): void {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) return;
  const named = result.error.issues.flatMap((issue) => [
    issue.path.join('.'),
    ...('keys' in issue && Array.isArray(issue.keys) ? issue.keys.map(String) : []),
  ]);
  expect(named).toContain(field);
}
