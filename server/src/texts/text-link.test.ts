import { describe, expect, it } from 'vitest';
import { maskedLink, sendableBody, withLink } from './text-link.ts';

// ADR 161: a texted bearer link is stored and shown masked, and sent whole.
describe('a bearer link in a text', () => {
  const url = 'https://sdpumpkin.example/my-order/AbCdEfGhIjKlMnOpQrStUv.0123456789abcdefABCDEF0123456789abcdefABCDE';

  it('is stored without its token and sent with it', () => {
    const text = withLink(url, (link) => `SD Pumpkin: change your delivery week on your order page: ${link}`);
    expect(text.body).toBe('SD Pumpkin: change your delivery week on your order page: https://sdpumpkin.example/my-order/••••••');
    expect(text.body).not.toContain('AbCdEf');
    expect(sendableBody(text)).toBe(`SD Pumpkin: change your delivery week on your order page: ${url}`);
  });

  it('leaves words without a link as they are, and a link kept after sending changes nothing', () => {
    expect(sendableBody({ body: 'SD Pumpkin: see you Monday.', link: null })).toBe('SD Pumpkin: see you Monday.');
    expect(maskedLink('https://x.example/renew/abc.def')).toBe('https://x.example/renew/••••••');
    expect(sendableBody({ body: 'Already sent words', link: url })).toBe('Already sent words');
  });
});
