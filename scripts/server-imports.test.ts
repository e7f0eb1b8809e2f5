import { describe, expect, it } from 'vitest';
import { circles, folderArrows, serverSources, upwardArrows } from './server-imports.mjs';

// server/ on one axis (docs/design.md §23): the table owners (server/src/db) import no folder above them, and no two folders of
// server/src import each other, however long the way round. scripts/server-imports.mjs walks the imports; the eslint rule of
// eslint.config.js refuses an upward import as it is written, this finds the circles lint cannot see.
describe('server/src import graph', () => {
  it('has no arrow up from server/src/db and no circle between folders', () => {
    const arrows = folderArrows(serverSources());
    expect(upwardArrows(arrows)).toEqual([]);
    expect(circles(arrows)).toEqual([]);
  });

  it('finds a planted upward import and a planted circle, long way round included', () => {
    const files = new Map([
      ['db/orders.ts', `import type { Sql } from './sql.ts';\nimport { PAID } from '../orders/order-status.ts';\n`],
      ['orders/order-status.ts', `import { ledger } from '../db/orders.ts';\n`],
      ['texts/inbound.ts', `import { cancel } from '../orders/cancel.ts';\n`],
      ['orders/cancel.ts', `import { season } from '@sdp/server/season/season';\nimport { z } from 'zod';\n`],
      ['season/season.ts', `export const later = () => import('../texts/inbound.ts');\n`],
      ['weather/nws.ts', `import { rules } from './weather-thresholds.ts';\nimport { sql } from '../db/sql.ts';\n`],
    ]);
    const arrows = folderArrows(files);
    expect(upwardArrows(arrows)).toEqual(['db/orders.ts -> ../orders/order-status.ts']);
    expect(circles(arrows).map((circle) => circle.units)).toEqual([['db', 'orders', 'season', 'texts']]);
    expect(circles(arrows)[0]!.imports).toContain('season/season.ts -> ../texts/inbound.ts');

    // Take the upward import away: the long way round (orders -> season -> texts -> orders) is still a circle.
    files.set('db/orders.ts', `import type { Sql } from './sql.ts';\n`);
    const after = folderArrows(files);
    expect(upwardArrows(after)).toEqual([]);
    expect(circles(after).map((circle) => circle.units)).toEqual([['orders', 'season', 'texts']]);
    files.set('season/season.ts', `export const now = 1;\n`);
    expect(circles(folderArrows(files))).toEqual([]);
  });
});
