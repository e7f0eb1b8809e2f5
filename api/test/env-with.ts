import { parseEnv, type Env } from '@sdp/server/env';
import type { TestContext } from './harness.ts';

/** This test file's settings with some changed, validated as the API validates its own (e.g. a second API instance's). */
export function envWith(ctx: TestContext, more: Record<string, string>): Env {
  const current = Object.fromEntries(Object.entries(ctx.env).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  const parsed = parseEnv({ ...current, ...more });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.env;
}
