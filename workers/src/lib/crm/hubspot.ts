import { UnrecoverableError } from 'bullmq';
import type { CrmAdapter, CrmContact } from './interface.ts';

interface BatchUpsertResponse {
  results?: { id: string }[];
}

/** Thrown for an answer worth retrying (429, 5xx, network); other 4xx become UnrecoverableError. */
export class HubSpotError extends Error {
  override readonly name = 'HubSpotError';
}

/** HubSpot CRM v3: batch upsert of one contact keyed by e-mail; the base URL is configurable so tests hit the local sink. */
export function hubspotCrm(options: { apiUrl: string; token: string; timeoutMs?: number }): CrmAdapter {
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/crm/v3/objects/contacts/batch/upsert`;
  return {
    provider: 'hubspot',
    async upsertContact(contact: CrmContact) {
      if (!options.token) throw new UnrecoverableError('HUBSPOT_TOKEN is not set');
      // NOTE: default contact properties only: HubSpot answers 400 for a property the portal does not define.
      // An empty value would erase what the CRM already knows (a landing-page quote has no phone), so it is left out.
      const all = { email: contact.email, firstname: contact.firstName, lastname: contact.lastName, phone: contact.phone };
      const properties = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: [{ idProperty: 'email', id: contact.email, properties }] }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        const detail = `HubSpot answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 300)}`;
        if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new UnrecoverableError(detail);
        throw new HubSpotError(detail);
      }
      const body = (await res.json()) as BatchUpsertResponse;
      const id = body.results?.[0]?.id;
      if (!id) throw new HubSpotError('HubSpot answered without a contact id');
      return { provider: 'hubspot', contactId: id };
    },
  };
}
