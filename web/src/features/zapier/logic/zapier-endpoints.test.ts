import { describe, expect, it } from 'vitest';
import { zapierEndpoints } from './zapier-endpoints.ts';

describe('Zapier endpoints shown on the page', () => {
  it('are full URLs under the base path', () => {
    const urls = zapierEndpoints('https://homehygge.com', '/sdpumpkin/api').map((e) => `${e.method} ${e.url}`);
    expect(urls).toContain('GET https://homehygge.com/sdpumpkin/api/zapier/quotes');
    expect(urls).toContain('GET https://homehygge.com/sdpumpkin/api/zapier/orders');
    expect(urls).toContain('POST https://homehygge.com/sdpumpkin/api/zapier/webhooks');
  });

  it('work without a base path', () => {
    expect(zapierEndpoints('http://127.0.0.1:3000/', '/api')[0]?.url).toBe('http://127.0.0.1:3000/api/zapier/quotes');
  });
});
