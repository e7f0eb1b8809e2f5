import type { QuoteRequest } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { recordEvent } from '@sdp/server/outbox';

/** Store a quote request and its `quote.created` event in one transaction: the workers can never miss a committed quote. */
export async function createQuote(sql: Sql, input: QuoteRequest): Promise<{ id: string }> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description)
      VALUES (${input.customerName}, ${input.customerEmail}, ${input.customerPhone}, ${input.projectType}, ${input.projectDescription})
      RETURNING id`;
    await recordEvent(tx, 'quote.created', { quoteId: row!.id });
    return { id: row!.id };
  });
}
