import type { Env } from '@sdp/server/env';
import { hubspotCrm } from './hubspot.ts';
import type { CrmAdapter } from './interface.ts';
import { noneCrm } from './none.ts';

/** The adapter CRM_PROVIDER names. */
export function createCrm(env: Env): CrmAdapter {
  return env.CRM_PROVIDER === 'hubspot' ? hubspotCrm({ apiUrl: env.HUBSPOT_API_URL, token: env.HUBSPOT_TOKEN }) : noneCrm;
}
