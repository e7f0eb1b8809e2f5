import type { Sql } from '@sdp/server/db/sql';
import { hashPassword } from '../../lib/password.ts';

export const DEMO_ADMIN = { email: 'admin@sdpumpkin.test', name: 'Demo Admin', password: 'pumpkin-demo-2026' } as const;

/** The demo admin that `make dev` prints (docs/design.md §7). Never run by `make start`. */
export async function seedDemoData(sql: Sql): Promise<{ email: string; password: string }> {
  const hash = await hashPassword(DEMO_ADMIN.password);
  await sql`
    INSERT INTO staff_users (email, name, password_hash, role) VALUES (${DEMO_ADMIN.email}, ${DEMO_ADMIN.name}, ${hash}, 'admin')
    ON CONFLICT (email) DO NOTHING`;
  return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
}
