import { hashPassword } from '../../api/src/lib/password.ts';
import type { Figure } from './report.ts';
import { verdict } from './report.ts';
import type { Stack } from './stack.ts';
import { median, ms, percentile } from './stats.ts';

// docs/design.md §18 / issue 27: staff search the households at /customers, "fast on 10,000 households". The households are made
// the way the site makes them (orders and sign-ups; the database links each to its record), then GET /api/admin/customers?q= is
// timed over names, e-mails, phones typed as people type them, streets and zip codes.
const HOUSEHOLDS = 10_000;
const ROUNDS = 5;
const FIRST = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sawyer', 'Reese', 'Parker'];
const LAST = ['Whitcombe', 'Alvarez', 'Nguyen', 'Hale', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Ibarra', 'Sato', 'Brennan'];
const STREETS = ['Camino del Mar', 'Via de la Valle', 'Lantern Hill', 'Orchard Court', 'Seaview Terrace', 'Torrey Pines Road'];
const ZIPS = ['92014', '92037', '92064', '92127', '92130', '92075'];
const QUERIES = ['whitcombe', 'rowan nguyen', 'morgan.hale', '(858) 555-01', '858 555 0142', 'seaview terrace', '92130', 'lantern 92064', 'zzzz', ''];

export async function customerSearch(stack: Stack): Promise<Figure> {
  const [pkg] = await stack.sql<{ id: string; name: string }[]>`SELECT id, name FROM packages ORDER BY sort_order LIMIT 1`;
  const [slot] = await stack.sql<{ delivery_date: string }[]>`SELECT delivery_date FROM delivery_slots ORDER BY delivery_date LIMIT 1`;
  await stack.sql`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
      zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents)
    SELECT 'completed', 'hosted', 'white-glove', ${pkg!.id}, ${pkg!.name},
      (${FIRST}::text[])[1 + i % ${FIRST.length}] || ' ' || (${LAST}::text[])[1 + (i / 7) % ${LAST.length}],
      lower((${FIRST}::text[])[1 + i % ${FIRST.length}] || '.' || (${LAST}::text[])[1 + (i / 7) % ${LAST.length}]) || i || '@example.com',
      '(858) 555-' || lpad((i % 10000)::text, 4, '0'),
      (10 + i % 990) || ' ' || (${STREETS}::text[])[1 + i % ${STREETS.length}], 'San Diego', (${ZIPS}::text[])[1 + i % ${ZIPS.length}],
      ${slot!.delivery_date}, 150000, 0, 150000, 150000, 45000, 105000
    FROM generate_series(1, ${HOUSEHOLDS}) AS i`;
  await stack.sql`ANALYZE customers`;
  const email = 'bench.staff@sdpumpkin.test';
  const password = 'bench staff password, long enough';
  await stack.sql`INSERT INTO staff_users (email, name, password_hash, role) VALUES (${email}, 'Bench Staff', ${await hashPassword(password)}, 'staff')`;
  const login = await fetch(`${stack.apiUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: stack.publicUrl }, body: JSON.stringify({ email, password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of QUERIES) {
      const started = performance.now();
      const res = await fetch(`${stack.apiUrl}/api/admin/customers?q=${encodeURIComponent(q)}`, { headers: { cookie } });
      await res.json();
      if (res.status !== 200) throw new Error(`customer search answered ${res.status}`);
      if (round > 0) times.push(performance.now() - started); // round 0 warms the caches and the plan
    }
  }
  const p50 = median(times);
  return {
    name: `GET /api/admin/customers?q= on ${HOUSEHOLDS.toLocaleString('en-US')} households`,
    value: `median ${ms(p50)}, p95 ${ms(percentile(times, 95))} over ${times.length} searches`,
    bar: 'median <= 50 ms',
    verdict: verdict(p50 <= 50),
    data: { households: HOUSEHOLDS, queries: QUERIES, times },
  };
}
