import { describe, expect, it } from 'vitest';
import { zapierEndpoints, zapierSiteAddress } from './zapier-endpoints.ts';

describe('Zapier endpoints shown on the page', () => {
  it('are full URLs under the base path', () => {
    const urls = zapierEndpoints('https://homehygge.com', '/sdpumpkin/api').map((e) => `${e.method} ${e.url}`);
    expect(urls).toContain('GET https://homehygge.com/sdpumpkin/api/zapier/quotes');
    expect(urls).toContain('GET https://homehygge.com/sdpumpkin/api/zapier/orders');
    expect(urls).toContain('POST https://homehygge.com/sdpumpkin/api/zapier/webhooks');
  });

  it('list a polling URL for each trigger of the Zapier app', () => {
    const urls = zapierEndpoints('https://homehygge.com', '/sdpumpkin/api').filter((e) => e.label.includes('polling')).map((e) => e.url);
    expect(urls).toEqual(['quotes', 'orders', 'orders/delivered', 'orders/renewed', 'waitlist'].map((p) => `https://homehygge.com/sdpumpkin/api/zapier/${p}`));
  });

  it('give the Site address the Zapier app asks for, with the base path and without /api', () => {
    expect(zapierSiteAddress('https://homehygge.com', '/sdpumpkin/api')).toBe('https://homehygge.com/sdpumpkin');
    expect(zapierSiteAddress('http://127.0.0.1:3000/', '/api')).toBe('http://127.0.0.1:3000');
  });

  it('work without a base path', () => {
    expect(zapierEndpoints('http://127.0.0.1:3000/', '/api')[0]?.url).toBe('http://127.0.0.1:3000/api/zapier/quotes');
  });
});
