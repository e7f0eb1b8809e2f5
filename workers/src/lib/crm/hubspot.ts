import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { Client } from '@hubspot/api-client';
import { UnrecoverableError } from 'bullmq';
import type { CrmAdapter, CrmContact } from './interface.ts';

/** Thrown for an answer worth retrying (429, 5xx, network, timeout); other 4xx become UnrecoverableError. */
export class HubSpotError extends Error {
  override readonly name = 'HubSpotError';
}

/** The custom contact property the business creates in HubSpot for the project type (workers/README.md, ADR 045). */
export const PROJECT_TYPE_PROPERTY = 'sdp_project_type';

/** The custom contact properties for the household's seasons (ADR 128): how many (a number) and which ("2026;2027", text). */
export const SEASONS_BOOKED_PROPERTY = 'sdp_seasons_booked';
export const BOOKED_YEARS_PROPERTY = 'sdp_booked_years';
const SEASON_PROPERTIES = [SEASONS_BOOKED_PROPERTY, BOOKED_YEARS_PROPERTY];

/**
 * HubSpot's contact properties for our contact. An empty value would erase what the CRM already knows, so it is left out; so are
 * the seasons of a contact that does not carry them (a quote or a waitlist sign-up knows nothing of the household's orders).
 */
export function hubspotProperties(contact: CrmContact): Record<string, string> {
  const seasons = contact.seasonsBooked;
  const all = {
    email: contact.email,
    firstname: contact.firstName,
    lastname: contact.lastName,
    phone: contact.phone,
    lifecyclestage: contact.lifecycleStage,
    [PROJECT_TYPE_PROPERTY]: contact.projectType,
    ...(seasons ? { [SEASONS_BOOKED_PROPERTY]: String(seasons.length), [BOOKED_YEARS_PROPERTY]: seasons.join(';') } : {}),
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
}

/**
 * The client has no request timeout; an agent whose sockets give up after `ms` without traffic makes a hung HubSpot a retryable
 * network error instead of a job stuck until BullMQ's lock expires.
 */
function agentWithTimeout(baseUrl: string, ms: number): http.Agent {
  const Agent = baseUrl.startsWith('https:') ? https.Agent : http.Agent;
  return new (class extends Agent {
    override createConnection(...args: Parameters<http.Agent['createConnection']>) {
      const socket = super.createConnection(...args) as Socket;
      socket.setTimeout(ms, () => socket.destroy(new Error(`HubSpot did not answer within ${ms} ms`)));
      return socket;
    }
  })({ keepAlive: true });
}

/**
 * NOTE: in @hubspot/api-client 13 the generated APIs run the client's own middleware (its User-Agent header and `httpAgent`,
 * hence our timeout) only when a call passes options with middleware to merge; without them the request leaves with node-fetch's
 * defaults and no timeout. Appending nothing makes each call run the configured middleware (proven in hubspot.test.ts).
 */
const APPLY_CLIENT_MIDDLEWARE = { middleware: [], middlewareMergeStrategy: 'append' as const };

interface ApiExceptionLike {
  code: number;
  body: unknown;
}
const isApiException = (err: unknown): err is ApiExceptionLike => typeof (err as ApiExceptionLike)?.code === 'number' && 'body' in (err as object);

/**
 * The names of the properties HubSpot's 400 says do not exist ("Property values were not valid: [{... "error":"PROPERTY_DOESNT_EXIST",
 * "name":"sdp_seasons_booked" ...}]"); none when the refusal is anything else.
 */
function missingProperties(body: unknown): string[] {
  const message = body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : '';
  const list = /^Property values were not valid: (\[.*\])$/s.exec(message)?.[1];
  if (!list) return [];
  try {
    const problems = JSON.parse(list) as { error?: string; name?: string }[];
    return problems.every((p) => p.error === 'PROPERTY_DOESNT_EXIST' && p.name) ? problems.map((p) => p.name!) : [];
  } catch {
    return [];
  }
}

function hubspotMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) return String((body as { message: unknown }).message);
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}

/**
 * HubSpot CRM v3 through the official client (@hubspot/api-client 13, the last major for Node 20; ADR 045): one contact created
 * or updated by e-mail with the batch upsert, which is idempotent. `apiUrl` is the client's basePath, so tests reach the local sink.
 */
export function hubspotCrm(options: { apiUrl: string; token: string; timeoutMs?: number }): CrmAdapter {
  const client = new Client({
    accessToken: options.token,
    basePath: options.apiUrl.replace(/\/$/, ''),
    // NOTE: BullMQ owns retries (backoff, attempts, the failed-jobs page); the client's own retry would hide them.
    numberOfApiCallRetries: 0,
    httpAgent: agentWithTimeout(options.apiUrl, options.timeoutMs ?? 10_000),
  });
  return {
    provider: 'hubspot',
    async upsertContact(contact: CrmContact) {
      if (!options.token) throw new UnrecoverableError('HUBSPOT_TOKEN is not set');
      const upsert = (properties: Record<string, string>) =>
        client.crm.contacts.batchApi.upsert({ inputs: [{ idProperty: 'email', id: contact.email, properties }] }, APPLY_CLIENT_MIDDLEWARE);
      const properties = hubspotProperties(contact);
      let results;
      let warning: string | undefined;
      try {
        try {
          ({ results } = await upsert(properties));
        } catch (err) {
          // NOTE: the seasons properties came after the project type (ADR 128): a portal that has not created them yet still gets
          // the contact, without them, and the sync says what to create, rather than every order's sync failing until someone does.
          const missing = isApiException(err) && err.code === 400 ? missingProperties(err.body) : [];
          if (missing.length === 0 || !missing.every((name) => SEASON_PROPERTIES.includes(name))) throw err;
          ({ results } = await upsert(Object.fromEntries(Object.entries(properties).filter(([name]) => !missing.includes(name)))));
          warning = `HubSpot has no contact property ${missing.join(' or ')}: the contact was synced without it (workers/README.md says how to create it)`;
        }
      } catch (err) {
        if (!isApiException(err)) throw new HubSpotError(`HubSpot could not be reached: ${(err as Error).message}`);
        const detail = `HubSpot answered ${err.code}: ${hubspotMessage(err.body).slice(0, 300)}`;
        if (err.code >= 400 && err.code < 500 && err.code !== 429) throw new UnrecoverableError(detail);
        throw new HubSpotError(detail);
      }
      const id = results[0]?.id;
      if (!id) throw new HubSpotError('HubSpot answered without a contact id');
      return { provider: 'hubspot', contactId: id, ...(warning ? { warning } : {}) };
    },
  };
}
