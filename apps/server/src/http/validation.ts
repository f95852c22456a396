import type { z } from 'zod';
import { ValidationError } from '../services/errors';

function describe(issue: z.core.$ZodIssue, where: string): string {
  const field = [where, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') {
    return `${field}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field}: is required`;
  return `${field}: ${issue.message}`;
}

/** Parses with a contract schema; a failure names every field at fault ('body.photoId: Invalid UUID'). */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'path' | 'query' | 'header',
): z.output<S> {
  // With the input in each issue, a field that is there but mistyped is told apart from a missing one.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  // One value can break several checks that word their fault alike (1e308 is neither whole nor ≤ 100).
  const faults = new Set(result.error.issues.map((issue) => describe(issue, where)));
  throw new ValidationError([...faults].join('; '));
}
