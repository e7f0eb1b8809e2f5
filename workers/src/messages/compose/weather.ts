import type { Sql } from '@sdp/server/db/sql';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { careById } from '@sdp/server/weather/weather-care';
import type { Composer } from '../composed.ts';
import { weatherCareEmail, type WeatherCareFacts } from '../../lib/emails/weather-care-email.ts';
import { loadOrder } from '../../lib/subjects.ts';

/** The weather_care row's facts, as the e-mail and the text tell them. */
export async function weatherCareFacts(sql: Sql, careId: string): Promise<{ orderId: string; facts: WeatherCareFacts } | null> {
  const care = await careById(sql, careId);
  return care ? { orderId: care.order_id, facts: { kind: care.kind, eventDate: care.event_date, value: care.forecast_value, checkDate: care.check_date } } : null;
}

/** The care tip by e-mail (ADR 130), on the order's timeline; skipped once the order is cancelled. */
export const composeWeatherEmail: Composer = async ({ sql, env }, job) => {
  const care = await weatherCareFacts(sql, job.subject.id);
  const order = care ? await loadOrder(sql, care.orderId) : null;
  if (!care || !order) return null;
  if (order.status === 'cancelled') return { skip: 'the order was cancelled' };
  return { to: order.customerEmail, content: weatherCareEmail(order.customerName, care.facts, myOrderUrl(env, order.id, order.linkVersion)), quoteId: null, orderId: order.id };
};
