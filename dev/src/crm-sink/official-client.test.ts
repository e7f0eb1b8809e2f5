import { Client } from '@hubspot/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrmSink, type CrmSink } from './server.ts';

/**
 * The sink driven by HubSpot's official client (@hubspot/api-client), so it accepts exactly what the client sends and answers
 * what the client can read, including HubSpot's refusals (docs/design.md §15).
 */
let sink: CrmSink;
let hubspot: Client;
beforeAll(async () => {
  sink = await startCrmSink({ token: 'pat-na1-test' });
  hubspot = new Client({ accessToken: 'pat-na1-test', basePath: sink.url });
});
afterAll(() => sink.close());

const upsert = (email: string, properties: Record<string, string>, client = hubspot) =>
  client.crm.contacts.batchApi.upsert({ inputs: [{ idProperty: 'email', id: email, properties }] });

describe('CRM sink driven by the official HubSpot client', () => {
  it('creates a contact by e-mail and updates the same one on a second upsert', async () => {
    const first = await upsert('avery@example.com', { firstname: 'Avery', lastname: 'Stone', phone: '(858) 555-0110', lifecyclestage: 'lead', sdp_project_type: 'HOA Community' });
    expect(first.status).toBe('COMPLETE');
    expect(first.results[0]).toMatchObject({ _new: true, properties: { email: 'avery@example.com', firstname: 'Avery', lifecyclestage: 'lead', sdp_project_type: 'HOA Community' } });
    expect(first.results[0]!.createdAt).toBeInstanceOf(Date);
    const second = await upsert('Avery@Example.com', { phone: '(858) 555-0199' });
    expect(second.results[0]).toMatchObject({ id: first.results[0]!.id, _new: false, properties: { phone: '(858) 555-0199', firstname: 'Avery' } });
    const read = await hubspot.crm.contacts.basicApi.getById(first.results[0]!.id, ['email', 'phone', 'sdp_project_type']);
    expect(read.properties).toMatchObject({ email: 'avery@example.com', phone: '(858) 555-0199', sdp_project_type: 'HOA Community' });
  });

  it("refuses a property the portal does not define, and an unknown lifecycle stage, as HubSpot does (400 VALIDATION_ERROR)", async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (err: { code: number; body: { category: string; message: string } }) => err);
    const unknown = await refusal(upsert('jo@example.com', { favourite_gourd: 'Cinderella' }));
    expect(unknown).toMatchObject({ code: 400, body: { category: 'VALIDATION_ERROR', message: expect.stringMatching(/^Property values were not valid: .*favourite_gourd.*PROPERTY_DOESNT_EXIST/) } });
    const stage = await refusal(upsert('jo@example.com', { lifecyclestage: 'pumpkin' }));
    expect(stage).toMatchObject({ code: 400, body: { category: 'VALIDATION_ERROR', message: expect.stringContaining('pumpkin') } });
    expect(sink.contacts().some((c) => c.properties.email === 'jo@example.com')).toBe(false);
  });

  it('moves the lifecycle stage forward only', async () => {
    await upsert('kim@example.com', { lifecyclestage: 'customer' });
    const later = await upsert('kim@example.com', { lifecyclestage: 'subscriber', firstname: 'Kim' });
    expect(later.results[0]!.properties).toMatchObject({ lifecyclestage: 'customer', firstname: 'Kim' });
  });

  it('answers a wrong token with 401, as the client reports it', async () => {
    const stranger = new Client({ accessToken: 'pat-na1-wrong', basePath: sink.url });
    await expect(upsert('x@example.com', { firstname: 'X' }, stranger)).rejects.toMatchObject({ code: 401 });
  });
});
