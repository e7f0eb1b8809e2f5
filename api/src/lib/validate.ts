import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { badRequest } from './errors.ts';
import { clientMessage } from './issue-messages.ts';

const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Where a validated value holds U+0000 (in a string or a key), or null. PostgreSQL text cannot store it, so such input would
 * otherwise reach the database and fail there as a 500; it is bad input and answered as one.
 */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Validate a request part with a shared valibot schema; a failure is a 400 whose message is the first field message of the
 * spec and whose issues list every field (docs/design.md §7), missing ones included, never in valibot's own wording (docs/design.md §10).
 */
export function validate<T extends keyof ValidationTargets, S extends GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, (result) => {
    if (result.success) {
      const path = nulPath(result.output);
      if (path !== null) throw badRequest(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
      return;
    }
    const issues = result.issues.map((issue) => ({
      path: issue.path?.map((p) => String(p.key)).join('.') ?? '',
      message: clientMessage(schema, issue),
    }));
    throw badRequest(issues[0]?.message ?? 'Invalid request', issues);
  });
}
