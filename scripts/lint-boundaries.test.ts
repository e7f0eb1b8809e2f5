import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of docs/design.md §10 as eslint.config.js states them (docs/decisions/024-linting.md): each case lints a
// probe file placed where the rule applies, importing real files of the repository.
const root = join(import.meta.dirname, '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** A module of the feature `feature` (of the SPA, or of `features`), wherever the features stand today, as `from` would import it. */
function moduleOf(feature: string, from: string, features = 'web/src/features'): string {
  const dir = join(root, features, feature);
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((name) => /(?<!\.test)\.tsx?$/.test(name));
  if (!file) throw new Error(`no module in ${dir}`);
  return relative(join(root, from, '..'), join(dir, file));
}
/** Another feature than `feature`. */
const otherFeature = (feature: string) =>
  readdirSync(join(root, 'web/src/features'), { withFileTypes: true }).find((entry) => entry.isDirectory() && entry.name !== feature)!.name;

/** The rule ids lint reports for `code` as if it were the file at `path` (relative to the repository root). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('a web feature importing another feature fails lint; its own files and shared code do not', async () => {
    const probe = 'web/src/features/zapier/probe.ts';
    const other = `import * as other from '${moduleOf(otherFeature('zapier'), probe)}';\nexport { other };\n`;
    expect(await problems(probe, other)).toEqual(['boundaries/no-restricted-paths']);
    const own = `import { cn } from '../../components/ui/cn.ts';\nimport * as own from '${moduleOf('zapier', probe)}';\nexport { cn, own };\n`;
    expect(await problems(probe, own)).toEqual([]);
  });

  it('shared web code (lib, components) importing a feature or a route fails lint', async () => {
    const feature = `import * as feature from '${moduleOf('zapier', 'web/src/lib/probe.ts')}';\nexport { feature };\n`;
    expect(await problems('web/src/lib/probe.ts', feature)).toEqual(['boundaries/no-restricted-paths']);
    const route = `import { Route } from '../../routes/index.tsx';\nexport { Route };\n`;
    expect(await problems('web/src/components/ui/probe.ts', route)).toEqual(['boundaries/no-restricted-paths']);
  });

  it('the SPA may import only types from @sdp/api', async () => {
    expect(await problems('web/src/lib/probe.ts', `import type { AppType } from '@sdp/api';\nexport type { AppType };\n`)).toEqual([]);
    expect(await problems('web/src/lib/probe.ts', `import { createApp } from '@sdp/api';\nexport { createApp };\n`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('workers importing the API, by name or by path, fails lint', async () => {
    const byName = `import { logger } from '@sdp/api/lib/logger';\nexport { logger };\n`;
    expect(await problems('workers/src/probe.ts', byName)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const byPath = `import { logger } from '../../api/src/lib/logger.ts';\nexport { logger };\n`;
    expect(await problems('workers/src/probe.ts', byPath)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('an API feature importing another feature fails lint; its own files, shared API code and the server package do not', async () => {
    const probe = 'api/src/features/zapier/probe.ts';
    const other = `import * as other from '${moduleOf('catalog', probe, 'api/src/features')}';\nexport { other };\n`;
    expect(await problems(probe, other)).toEqual(['boundaries/no-restricted-paths']);
    const own = `import { notFound } from '../../lib/errors.ts';\nimport { isUuid } from '@sdp/server/db/is-uuid';\nimport * as own from '${moduleOf('zapier', probe, 'api/src/features')}';\nexport { notFound, isUuid, own };\n`;
    expect(await problems(probe, own)).toEqual([]);
  });

  it('no API feature file has an exception: what the allow-list of issue 26 let through now fails lint (ADR 104)', async () => {
    const file = 'api/src/features/orders/embedded-payment.ts';
    expect(await problems(file, `import * as promo from '../promo/promo.routes.ts';\nexport { promo };\n`)).toEqual(['boundaries/no-restricted-paths']);
    expect(await problems(file, `import * as season from '../season/season.routes.ts';\nexport { season };\n`)).toEqual([
      'boundaries/no-restricted-paths',
    ]);
    const server = `import { getCatalog } from '@sdp/server/catalog/catalog-cache';\nimport { requirePromo } from '@sdp/server/promo/promo-codes';\nexport { getCatalog, requirePromo };\n`;
    expect(await problems(file, server)).toEqual([]);
    // The list's last entry: the quote's deposit page started the hosted checkout of the orders feature; it calls the server now.
    const deposit = 'api/src/features/quote-pipeline/quote-deposit.ts';
    const orders = `import { orderRoutes } from '../orders/orders.routes.ts';\nexport { orderRoutes };\n`;
    expect(await problems(deposit, orders)).toEqual(['boundaries/no-restricted-paths']);
    const checkout = `import { startHostedCheckout } from '@sdp/server/orders/hosted-checkout';\nexport { startHostedCheckout };\n`;
    expect(await problems(deposit, checkout)).toEqual([]);
  });

  it("the API's layers go one way: lib and middleware import no feature, and nothing below the app imports it (tests may)", async () => {
    const feature = `import * as feature from '${moduleOf('catalog', 'api/src/lib/probe.ts', 'api/src/features')}';\nexport { feature };\n`;
    expect(await problems('api/src/lib/probe.ts', feature)).toEqual(['boundaries/no-restricted-paths']);
    expect(await problems('api/src/middleware/probe.ts', `import { createApp } from '../app.ts';\nexport { createApp };\n`)).toEqual([
      'boundaries/no-restricted-paths',
    ]);
    const app = `import { createApp } from '../../app.ts';\nexport { createApp };\n`;
    expect(await problems('api/src/features/zapier/probe.ts', app)).toEqual(['boundaries/no-restricted-paths']);
    expect(await problems('api/src/features/zapier/probe.test.ts', app)).toEqual([]);
  });

  it('the server package importing the workers, or shared/ importing any other package, fails lint', async () => {
    const workers = `import { startWorkers } from '../../workers/src/main.ts';\nexport { startWorkers };\n`;
    expect(await problems('server/src/probe.ts', workers)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await problems('shared/src/probe.ts', `import { env } from '@sdp/server/env';\nexport { env };\n`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await problems('shared/src/probe.ts', `import { isUuid } from '../../server/src/db/is-uuid.ts';\nexport { isUuid };\n`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await problems('shared/src/probe.ts', `import { UUID } from './uuid.ts';\nexport { UUID };\n`)).toEqual([]);
  });

  it('a table owner in server/src/db importing a domain folder fails lint; other owners, shared/ and packages do not (docs/design.md §23)', async () => {
    const probe = 'server/src/db/probe.ts';
    const rule = `import { canTransition } from '../orders/order-status.ts';\nexport { canTransition };\n`;
    expect(await problems(probe, rule)).toEqual(['boundaries/no-restricted-paths']);
    const clock = `import { systemClock } from '../clock.ts';\nexport { systemClock };\n`;
    expect(await problems(probe, clock)).toEqual(['boundaries/no-restricted-paths']);
    const owners = `import { isBooked } from '@sdp/shared';\nimport type { Sql } from './sql.ts';\nimport { ledgerFigures } from './order-ledger.ts';\nexport { isBooked, ledgerFigures, type Sql };\n`;
    expect(await problems(probe, owners)).toEqual([]);
    // The domain folders above call the owners.
    expect(await problems('server/src/orders/probe.ts', `import { ledgerFigures } from '../db/order-ledger.ts';\nexport { ledgerFigures };\n`)).toEqual([]);
  });

  it("naming San Diego's zone outside shared/src/pacific-time.ts fails lint, in any package; calling it does not (docs/design.md §23)", async () => {
    const inline = `export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());\n`;
    for (const probe of ['server/src/messages/probe.ts', 'api/src/features/zapier/probe.ts', 'workers/src/probe.ts', 'web/src/lib/probe.tsx', 'shared/src/probe.ts']) {
      expect(await problems(probe, inline)).toEqual(['no-restricted-syntax']);
    }
    expect(await problems('server/src/db/probe.ts', 'export const zone = `America/Los_Angeles`;\n')).toEqual(['no-restricted-syntax']);
    const called = `import { BUSINESS_TIME_ZONE, sanDiegoDate } from '@sdp/shared/pacific-time';\nexport const today = sanDiegoDate(new Date());\nexport { BUSINESS_TIME_ZONE };\n`;
    expect(await problems('server/src/messages/probe.ts', called)).toEqual([]);
    expect(await problems('server/src/messages/probe.test.ts', inline)).toEqual([]);
  });

  it('a hook called conditionally fails lint', async () => {
    const code = `import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`;
    expect(await problems('web/src/components/ui/probe.tsx', code)).toEqual(['react-hooks/rules-of-hooks']);
  });
});
