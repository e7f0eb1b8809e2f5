import { startZapierSink, type ZapierSink } from '@sdp/dev/zapier-sink/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeWebhookTarget, UnsafeTargetError } from './safe-target.ts';
import { createSafeDispatcher } from './safe-dispatcher.ts';
import { postWebhook } from './post-webhook.ts';

let sink: ZapierSink;
beforeAll(async () => { sink = await startZapierSink(); });
afterAll(() => sink.close());
const allowLocal = (url: string | URL) => assertSafeWebhookTarget(url, { allowPrivate: true, requireHttps: false });
// NOTE: 10 s for the chains that should answer: the first request of a file pays undici's cold start, and on a busy CI machine
// 500 ms timed out a healthy redirect (clean-clone run of f749fed). The timeout test sets its own short budget.
const local = { checkTarget: allowLocal, timeoutMs: 10_000, headers: {}, dispatcher: createSafeDispatcher({ allowPrivate: true }) };

describe('webhook POST', () => {
  it('follows a redirect itself and re-posts the body to the new target', async () => {
    sink.script('old', [{ redirect: sink.hookUrl('new'), status: 301 }]);
    const res = await postWebhook(sink.hookUrl('old'), { hello: 'world' }, local);
    expect(res).toEqual({ status: 200, url: sink.hookUrl('new') });
    expect(sink.requests('new')[0]!.body).toEqual({ hello: 'world' });
  });

  it('gives up after 3 redirects', async () => {
    sink.script('loop', Array.from({ length: 5 }, () => ({ redirect: sink.hookUrl('loop') })));
    await expect(postWebhook(sink.hookUrl('loop'), {}, local)).rejects.toThrow(/Too many redirects/);
    expect(sink.requests('loop')).toHaveLength(4);
  });

  it('re-checks every redirect target and refuses a hop the guard rejects, before calling it', async () => {
    const checked: string[] = [];
    // Stands in for "the hook's host is public, the redirect's is not": only the first URL passes this guard.
    const onlyStart = async (url: string | URL) => {
      checked.push(String(url));
      if (String(url) !== sink.hookUrl('start')) throw new UnsafeTargetError('Webhook URL points to a private or local network address');
      return new URL(url);
    };
    sink.script('start', [{ redirect: sink.hookUrl('internal') }]);
    await expect(postWebhook(sink.hookUrl('start'), {}, { ...local, checkTarget: onlyStart })).rejects.toThrow(/private or local/);
    expect(checked).toEqual([sink.hookUrl('start'), sink.hookUrl('internal')]);
    expect(sink.requests('internal')).toHaveLength(0);
  });

  it('times out a hook that never answers', async () => {
    sink.script('slow', ['hang']);
    await expect(postWebhook(sink.hookUrl('slow'), {}, { ...local, timeoutMs: 200 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
