import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { careById } from '@sdp/server/weather/weather-care';
import type { ComposedEmail, SkippedEmail } from './compose-email.ts';
import { weatherCareEmail, type WeatherCareFacts } from './emails/weather-care-email.ts';
import { loadOrder } from './subjects.ts';

/** The weather_care row's facts, as the e-mail and the text tell them. */
export async function weatherCareFacts(sql: Sql, careId: string): Promise<{ orderId: string; facts: WeatherCareFacts } | null> {
  const care = await careById(sql, careId);
  return care ? { orderId: care.order_id, facts: { kind: care.kind, eventDate: care.event_date, value: care.forecast_value, checkDate: care.check_date } } : null;
}

/** The care tip by e-mail (ADR 130), on the order's timeline; skipped once the order is cancelled. */
export async function composeWeatherEmail(sql: Sql, env: Env, careId: string): Promise<ComposedEmail | SkippedEmail | null> {
  const care = await weatherCareFacts(sql, careId);
  const order = care ? await loadOrder(sql, care.orderId) : null;
  if (!care || !order) return null;
  if (order.status === 'cancelled') return { skip: 'the order was cancelled' };
  return { to: order.customerEmail, content: weatherCareEmail(order.customerName, care.facts, myOrderUrl(env, order.id, order.linkVersion)), quoteId: null, orderId: order.id };
}
