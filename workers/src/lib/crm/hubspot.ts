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

/** HubSpot's contact properties for our contact. An empty value would erase what the CRM already knows, so it is left out. */
export function hubspotProperties(contact: CrmContact): Record<string, string> {
  const all = {
    email: contact.email,
    firstname: contact.firstName,
    lastname: contact.lastName,
    phone: contact.phone,
    lifecyclestage: contact.lifecycleStage,
    [PROJECT_TYPE_PROPERTY]: contact.projectType,
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
      let results;
      try {
        ({ results } = await client.crm.contacts.batchApi.upsert(
          { inputs: [{ idProperty: 'email', id: contact.email, properties: hubspotProperties(contact) }] },
          APPLY_CLIENT_MIDDLEWARE,
        ));
      } catch (err) {
        if (!isApiException(err)) throw new HubSpotError(`HubSpot could not be reached: ${(err as Error).message}`);
        const detail = `HubSpot answered ${err.code}: ${hubspotMessage(err.body).slice(0, 300)}`;
        if (err.code >= 400 && err.code < 500 && err.code !== 429) throw new UnrecoverableError(detail);
        throw new HubSpotError(detail);
      }
      const id = results[0]?.id;
      if (!id) throw new HubSpotError('HubSpot answered without a contact id');
      return { provider: 'hubspot', contactId: id };
    },
  };
}
