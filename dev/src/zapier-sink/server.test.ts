import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startZapierSink, type ZapierSink } from './server.ts';

let sink: ZapierSink;
beforeAll(async () => { sink = await startZapierSink(); });
afterAll(() => sink.close());

const post = (hookId: string, signal?: AbortSignal) =>
  fetch(sink.hookUrl(hookId), { method: 'POST', body: JSON.stringify({ n: 1 }), headers: { 'content-type': 'application/json' }, redirect: 'manual', signal });

describe('Zapier sink (catch hook)', () => {
  it('records posts and answers a scripted sequence, then 200', async () => {
    sink.script('a', [500, 500, { redirect: 'http://example.invalid/x' }]);
    expect([(await post('a')).status, (await post('a')).status, (await post('a')).status, (await post('a')).status]).toEqual([500, 500, 307, 200]);
    expect(sink.requests('a').map((r) => r.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }, { n: 1 }]);
  });

  it('answers 410 once gone, and can hang until the caller gives up', async () => {
    sink.setGone('b');
    expect((await post('b')).status).toBe(410);
    sink.script('c', ['hang']);
    await expect(post('c', AbortSignal.timeout(100))).rejects.toThrow();
  });
});
