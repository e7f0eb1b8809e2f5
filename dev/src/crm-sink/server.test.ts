import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrmSink, type CrmSink } from './server.ts';

let sink: CrmSink;
beforeAll(async () => { sink = await startCrmSink({ token: 't0ken' }); });
afterAll(() => sink.close());

const upsert = (email: string, token = 't0ken') =>
  fetch(`${sink.url}/crm/v3/objects/contacts/batch/upsert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ inputs: [{ idProperty: 'email', id: email, properties: { firstname: 'Dana' } }] }),
  });

type UpsertAnswer = { results: Array<{ id: string; new: boolean }> };

describe('CRM sink (HubSpot-shaped)', () => {
  it('upserts by e-mail: the same address keeps its contact id', async () => {
    const first = (await (await upsert('dana@example.com')).json()) as UpsertAnswer;
    const second = (await (await upsert('DANA@example.com')).json()) as UpsertAnswer;
    expect(first.results[0]).toMatchObject({ new: true, properties: { email: 'dana@example.com', firstname: 'Dana' } });
    expect(second.results[0]).toMatchObject({ id: first.results[0]?.id, new: false });
    expect(sink.contacts()).toHaveLength(1);
  });

  it('checks the Bearer token and can fail on demand', async () => {
    expect((await upsert('x@example.com', 'wrong')).status).toBe(401);
    sink.failNext(429);
    expect((await upsert('x@example.com')).status).toBe(429);
    expect((await upsert('x@example.com')).status).toBe(200);
    expect(sink.calls().length).toBe(5);
  });
});
