import type { TestContext } from './harness.ts';

/** Seeded catalog ids (api/src/db/seed/catalog.ts). */
export const PACKAGE = {
  goldenHarvest: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0001',
  harvestBounty: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0002',
  autumnEmbrace: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0003',
  autumnGlow: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0004',
} as const;

export const ADD_ON = {
  seasonalRemoval: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40001',
  setupStaging: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40002',
  hayBales: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40003',
  cornStalks: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40004',
  statementPumpkin: '5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40006',
} as const;

/** A valid order payload (docs/product-spec.md §3) for a Local-zone zip, on the season's first delivery date. */
export async function orderPayload(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const [season] = await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  return {
    packageId: PACKAGE.goldenHarvest,
    customerName: 'Jane Pumpkin',
    customerEmail: 'jane@example.com',
    customerPhone: '(858) 555-0100',
    address: '123 Harvest Lane',
    city: 'San Diego',
    zipCode: '92126',
    deliveryDate: [...season!.delivery_dates].sort()[0],
    photoPermission: 'yes',
    specialInstructions: '',
    ...overrides,
  };
}

/** Outbox events of one type for one order. */
export async function outboxEvents(ctx: TestContext, type: string, orderId: string) {
  return ctx.sql`SELECT * FROM outbox_events WHERE type = ${type} AND payload->>'orderId' = ${orderId}`;
}

export async function orderRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.sql`SELECT * FROM orders WHERE id = ${orderId}`;
  return row!;
}

/** A response's JSON body, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = async (res: Response): Promise<any> => res.json();
