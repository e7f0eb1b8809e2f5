import { Hono } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';

export interface SinkContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}
export interface SinkCall {
  method: string;
  path: string;
  body: unknown;
  /** Who called: the official client names itself (`hubspot-api-client-nodejs; 13.5.0`). */
  userAgent: string;
  at: string;
}
export interface CrmSinkOptions {
  port?: number;
  /** The Bearer token the sink accepts (HUBSPOT_TOKEN of the caller). */
  token?: string;
  /** Custom properties this portal has not created (yet), so it refuses them as HubSpot does: e.g. before the business adds them. */
  withoutProperties?: string[];
}
export interface CrmSink {
  url: string;
  port: number;
  calls(): SinkCall[];
  contacts(): SinkContact[];
  /** Answer the next `times` calls with this status (e.g. 429, 500, 400) before behaving again. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const hubspotError = (message: string, category: string) => ({ status: 'error', message, category, correlationId: crypto.randomUUID() });

/**
 * The contact properties this portal defines: HubSpot's defaults a sync may write, plus the custom ones the business creates
 * (workers/README.md): `sdp_project_type`, and the household's seasons `sdp_seasons_booked` (a number) and `sdp_booked_years`.
 * HubSpot refuses any other name with 400 VALIDATION_ERROR, so the sink does too.
 */
const DEFINED_PROPERTIES = [
  'email', 'firstname', 'lastname', 'phone', 'mobilephone', 'company', 'website', 'address', 'city', 'state', 'zip', 'country',
  'jobtitle', 'lifecyclestage', 'hs_lead_status', 'sdp_project_type', 'sdp_seasons_booked', 'sdp_booked_years',
];
/** The custom number properties: HubSpot refuses a value that is not a number. */
const NUMBER_PROPERTIES = new Set(['sdp_seasons_booked']);
/** HubSpot's lifecycle stages in order; a contact's stage only moves forward through the API (ADR 045). */
const LIFECYCLE_STAGES = ['subscriber', 'lead', 'marketingqualifiedlead', 'salesqualifiedlead', 'opportunity', 'customer', 'evangelist', 'other'];

/** HubSpot's "Property values were not valid" refusal for the first bad property, or null when every property is acceptable. */
function invalidProperties(defined: Set<string>, properties: Record<string, string>) {
  const problems = Object.entries(properties).flatMap(([name, value]) => {
    if (!defined.has(name)) return [{ isValid: false, message: `Property "${name}" does not exist`, error: 'PROPERTY_DOESNT_EXIST', name }];
    if (NUMBER_PROPERTIES.has(name) && !/^-?\d+(\.\d+)?$/.test(value)) {
      return [{ isValid: false, message: `${value} was not a valid number.`, error: 'INVALID_FLOAT', name }];
    }
    if (name === 'lifecyclestage' && !LIFECYCLE_STAGES.includes(value)) {
      return [{ isValid: false, message: `${value} was not one of the allowed options: [${LIFECYCLE_STAGES.join(', ')}]`, error: 'INVALID_OPTION', name }];
    }
    return [];
  });
  return problems.length ? hubspotError(`Property values were not valid: ${JSON.stringify(problems)}`, 'VALIDATION_ERROR') : null;
}

/** Later stages win: setting an earlier stage through the API leaves the contact where it is. */
function forwardOnly(current: string | undefined, next: string | undefined) {
  if (!current || !next) return next ?? current;
  return LIFECYCLE_STAGES.indexOf(next) >= LIFECYCLE_STAGES.indexOf(current) ? next : current;
}

/** A local stand-in for HubSpot's CRM v3 contacts API: batch upsert by e-mail, search, read; Bearer auth; records calls. */
export async function startCrmSink(options: CrmSinkOptions = {}): Promise<CrmSink> {
  const token = options.token ?? 'dev-hubspot-token';
  const defined = new Set(DEFINED_PROPERTIES.filter((name) => !options.withoutProperties?.includes(name)));
  const calls: SinkCall[] = [];
  const byEmail = new Map<string, SinkContact>();
  let failures: number[] = [];
  let nextId = 1001;

  const upsert = (email: string, properties: Record<string, string>) => {
    const now = new Date().toISOString();
    const existing = byEmail.get(email.toLowerCase());
    if (existing) {
      const lifecyclestage = forwardOnly(existing.properties.lifecyclestage, properties.lifecyclestage);
      Object.assign(existing.properties, properties, lifecyclestage ? { lifecyclestage } : {}, { lastmodifieddate: now });
      existing.updatedAt = now;
      return { contact: existing, created: false };
    }
    const id = String(nextId++);
    // NOTE: HubSpot stores the address lower-cased and answers with the record's system properties beside the ones written.
    const system = { email: email.toLowerCase(), createdate: now, lastmodifieddate: now, hs_object_id: id };
    const contact = { id, properties: { ...properties, ...system }, createdAt: now, updatedAt: now };
    byEmail.set(email.toLowerCase(), contact);
    return { contact, created: true };
  };
  const view = (c: SinkContact, created?: boolean) => ({ ...c, archived: false, ...(created === undefined ? {} : { new: created }) });

  const app = new Hono()
    .use('/crm/*', async (c, next) => {
      const body = c.req.method === 'GET' ? null : await c.req.raw.clone().json().catch(() => null);
      calls.push({ method: c.req.method, path: c.req.path, body, userAgent: c.req.header('user-agent') ?? '', at: new Date().toISOString() });
      if (c.req.header('authorization') !== `Bearer ${token}`) {
        return c.json(hubspotError('Authentication credentials not found.', 'INVALID_AUTHENTICATION'), 401);
      }
      const status = failures.shift();
      if (status) return c.json(hubspotError(`Injected failure ${status}`, status === 429 ? 'RATE_LIMITS' : 'VALIDATION_ERROR'), status as 400);
      await next();
    })
    .post('/crm/v3/objects/contacts/batch/upsert', async (c) => {
      const body = await c.req.json<{ inputs?: { id?: string; idProperty?: string; properties?: Record<string, string> }[] }>();
      const inputs = body.inputs ?? [];
      if (inputs.length === 0 || inputs.some((i) => i.idProperty !== 'email' || !i.id?.includes('@'))) {
        return c.json(hubspotError('Each input needs idProperty "email" and an e-mail id.', 'VALIDATION_ERROR'), 400);
      }
      const refusal = inputs.map((i) => invalidProperties(defined, i.properties ?? {})).find(Boolean);
      if (refusal) return c.json(refusal, 400);
      const startedAt = new Date().toISOString();
      const results = inputs.map((i) => {
        const { contact, created } = upsert(i.id!, i.properties ?? {});
        return view(contact, created);
      });
      return c.json({ status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() });
    })
    .post('/crm/v3/objects/contacts/search', async (c) => {
      const body = await c.req.json<{ filterGroups?: { filters?: { propertyName: string; value: string }[] }[] }>();
      const email = body.filterGroups?.[0]?.filters?.find((f) => f.propertyName === 'email')?.value?.toLowerCase();
      const found = email ? byEmail.get(email) : undefined;
      return c.json({ total: found ? 1 : 0, results: found ? [view(found)] : [] });
    })
    .get('/crm/v3/objects/contacts/:id', (c) => {
      const found = [...byEmail.values()].find((x) => x.id === c.req.param('id'));
      return found ? c.json(view(found)) : c.json(hubspotError('Object not found.', 'OBJECT_NOT_FOUND'), 404);
    })
    .get('/__sink/calls', (c) => c.json(calls))
    .get('/__sink/contacts', (c) => c.json([...byEmail.values()]));

  const http = await listenHttp(app, options.port ?? 0);
  return {
    url: http.url,
    port: http.port,
    calls: () => [...calls],
    contacts: () => [...byEmail.values()],
    failNext: (status, times = 1) => {
      failures = [...failures, ...Array.from({ length: times }, () => status)];
    },
    close: http.close,
  };
}
