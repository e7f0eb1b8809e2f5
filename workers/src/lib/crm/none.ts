import type { CrmAdapter } from './interface.ts';

/** No CRM configured: the sync is recorded (provider "none") so dashboards can tell "not configured" from "failed". */
export const noneCrm: CrmAdapter = {
  provider: 'none',
  upsertContact: async () => ({ provider: 'none', contactId: null }),
};
