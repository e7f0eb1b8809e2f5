import { sanDiegoDate } from '@sdp/shared';
import { currentTime } from '@sdp/server/deps';
import { freshnessChecks, markCheckDone } from '@sdp/server/weather/weather-care';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { FreshnessCheckDoneResponse, FreshnessChecksResponse } from '@sdp/shared/wire-weather';
import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';

/** The crew's freshness checks (ADR 131): each home tipped before heat or wind, to look at the morning after. */
export async function loadFreshnessChecks(deps: AppDeps, from?: string): Promise<FreshnessChecksResponse> {
  const day = from ?? sanDiegoDate(currentTime(deps));
  const rows = await freshnessChecks(deps.sql, day);
  return {
    from: day,
    checks: rows.map((r) => ({
      id: r.id, orderId: r.order_id, kind: r.kind, eventDate: r.event_date, checkDate: r.check_date,
      forecast: r.kind === 'heat' ? `${r.forecast_value}°F` : `${r.forecast_value} mph`,
      customerName: r.customer_name, customerPhone: r.customer_phone, address: r.address, city: r.city, zipCode: r.zip_code, crew: r.crew,
      checkedAt: r.checked_at?.toISOString() ?? null, checkedBy: r.checked_by_name,
    })),
  };
}

/** Tick a freshness check done (ADR 138): idempotent, the first who and when stand; 404 for no such check. */
export async function markFreshnessCheckDone(deps: AppDeps, id: string, user: SessionUser): Promise<FreshnessCheckDoneResponse> {
  const done = isUuid(id) ? await markCheckDone(deps.sql, id, user, currentTime(deps)) : null;
  if (!done) throw notFound('No such freshness check');
  return { id, checkedAt: done.checked_at.toISOString(), checkedBy: done.checked_by_name };
}
