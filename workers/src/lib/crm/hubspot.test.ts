import { createServer, type Server } from 'node:http';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrmSink, type CrmSink } from '@sdp/dev/crm-sink/server';
import { HubSpotError, hubspotCrm } from './hubspot.ts';
import type { CrmContact } from './interface.ts';

let sink: CrmSink;
beforeAll(async () => { sink = await startCrmSink({ token: 'pat-test' }); });
afterAll(() => sink.close());

const crm = () => hubspotCrm({ apiUrl: sink.url, token: 'pat-test' });
const quoteContact = (email: string): CrmContact => ({
  email, firstName: 'Dana', lastName: 'Whitfield', phone: '(858) 555-0100', projectType: 'HOA Community', lifecycleStage: 'lead',
});
const upserts = () => sink.calls().filter((c) => c.path === '/crm/v3/objects/contacts/batch/upsert');

describe('HubSpot adapter (official @hubspot/api-client against the local sink)', () => {
  it('creates the contact by e-mail with the properties the business needs, and a retry updates the same contact', async () => {
    const first = await crm().upsertContact(quoteContact('dana.w@example.com'));
    const again = await crm().upsertContact(quoteContact('dana.w@example.com'));
    expect(again).toEqual(first);
    expect(first).toEqual({ provider: 'hubspot', contactId: expect.stringMatching(/^\d+$/) });
    const contacts = sink.contacts().filter((c) => c.properties.email === 'dana.w@example.com');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.properties).toMatchObject({
      firstname: 'Dana', lastname: 'Whitfield', phone: '(858) 555-0100', lifecyclestage: 'lead', sdp_project_type: 'HOA Community',
    });
    // The official client sent it, with its own middleware applied (see APPLY_CLIENT_MIDDLEWARE in hubspot.ts).
    expect(upserts().at(-1)!.userAgent).toMatch(/^hubspot-api-client-nodejs; 13\./);
    expect(upserts().at(-1)!.body).toEqual({
      inputs: [{ idProperty: 'email', id: 'dana.w@example.com', properties: {
        email: 'dana.w@example.com', firstname: 'Dana', lastname: 'Whitfield', phone: '(858) 555-0100', lifecyclestage: 'lead', sdp_project_type: 'HOA Community',
      } }],
    });
  });

  it('keeps what HubSpot knows: a later waitlist sign-up neither blanks the phone nor demotes a customer', async () => {
    await crm().upsertContact({ ...quoteContact('iris.c@example.com'), projectType: 'Golden Harvest package', lifecycleStage: 'customer' });
    await crm().upsertContact({ email: 'iris.c@example.com', firstName: 'Iris', lastName: 'Chen', phone: '', projectType: '', lifecycleStage: 'subscriber' });
    expect(upserts().at(-1)!.body).toEqual({
      inputs: [{ idProperty: 'email', id: 'iris.c@example.com', properties: { email: 'iris.c@example.com', firstname: 'Iris', lastname: 'Chen', lifecyclestage: 'subscriber' } }],
    });
    const contact = sink.contacts().find((c) => c.properties.email === 'iris.c@example.com')!;
    expect(contact.properties).toMatchObject({ phone: '(858) 555-0100', lifecyclestage: 'customer', sdp_project_type: 'Golden Harvest package', firstname: 'Iris' });
  });

  it("sets an order's household seasons booked (a count and the years), and a quote or waitlist sign-up later leaves them be", async () => {
    const customer = { ...quoteContact('nora.p@example.com'), projectType: 'Golden Harvest package', lifecycleStage: 'customer' as const };
    await crm().upsertContact({ ...customer, seasonsBooked: [2026] });
    expect(upserts().at(-1)!.body).toMatchObject({ inputs: [{ properties: { sdp_seasons_booked: '1', sdp_booked_years: '2026' } }] });
    // A renewal accepted: the same contact, now two seasons.
    await crm().upsertContact({ ...customer, seasonsBooked: [2026, 2027] });
    await crm().upsertContact(quoteContact('nora.p@example.com'));
    expect(Object.keys((upserts().at(-1)!.body as { inputs: { properties: object }[] }).inputs[0]!.properties)).not.toContain('sdp_seasons_booked');
    const contacts = sink.contacts().filter((c) => c.properties.email === 'nora.p@example.com');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.properties).toMatchObject({ sdp_seasons_booked: '2', sdp_booked_years: '2026;2027', lifecyclestage: 'customer' });
  });

  it('still syncs the contact, without the seasons, to a portal that has not created those properties yet, and says so', async () => {
    const bare = await startCrmSink({ token: 'pat-test', withoutProperties: ['sdp_seasons_booked', 'sdp_booked_years'] });
    try {
      const adapter = hubspotCrm({ apiUrl: bare.url, token: 'pat-test' });
      const synced = await adapter.upsertContact({ ...quoteContact('olive.b@example.com'), lifecycleStage: 'customer', seasonsBooked: [2027] });
      expect(synced).toEqual({ provider: 'hubspot', contactId: expect.stringMatching(/^\d+$/),
        warning: 'HubSpot has no contact property sdp_seasons_booked or sdp_booked_years: the contact was synced without it (workers/README.md says how to create it)' });
      const [contact] = bare.contacts();
      expect(contact!.properties).toMatchObject({ email: 'olive.b@example.com', lifecyclestage: 'customer', sdp_project_type: 'HOA Community' });
      expect(contact!.properties).not.toHaveProperty('sdp_seasons_booked');
      // Any other property missing is still a refusal: the business must create it (workers/README.md).
      const noProjectType = await startCrmSink({ token: 'pat-test', withoutProperties: ['sdp_project_type'] });
      try {
        await expect(hubspotCrm({ apiUrl: noProjectType.url, token: 'pat-test' }).upsertContact({ ...quoteContact('olive.b@example.com'), seasonsBooked: [2027] }))
          .rejects.toThrow(UnrecoverableError);
        expect(noProjectType.contacts()).toEqual([]);
      } finally {
        await noProjectType.close();
      }
    } finally {
      await bare.close();
    }
  });

  it("gives up on HubSpot's refusals (400, 401) and retries its rate limit (429) and outages (5xx)", async () => {
    sink.failNext(400);
    await expect(crm().upsertContact(quoteContact('r1@example.com'))).rejects.toThrow(UnrecoverableError);
    sink.failNext(400);
    await expect(crm().upsertContact(quoteContact('r1@example.com'))).rejects.toThrow(/^HubSpot answered 400: Injected failure 400$/);
    await expect(hubspotCrm({ apiUrl: sink.url, token: 'wrong' }).upsertContact(quoteContact('r1@example.com'))).rejects.toThrow(UnrecoverableError);
    sink.failNext(429);
    await expect(crm().upsertContact(quoteContact('r1@example.com'))).rejects.toThrow(HubSpotError);
    sink.failNext(503);
    await expect(crm().upsertContact(quoteContact('r1@example.com'))).rejects.toThrow(HubSpotError);
    await expect(crm().upsertContact(quoteContact('r1@example.com'))).resolves.toMatchObject({ provider: 'hubspot' });
  });

  it('turns a HubSpot that never answers into a retryable error after the timeout', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
      // NOTE: the message comes only from the socket's timeout; how soon it comes is timed by `make bench` (BENCH_ONLY=refusals,
      // ADR 170). Without the timeout the call would hang past the test's own.
      await expect(hubspotCrm({ apiUrl: url, token: 'pat-test', timeoutMs: 300 }).upsertContact(quoteContact('t@example.com'))).rejects.toThrow(
        /HubSpot could not be reached: .*did not answer within 300 ms/,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
