import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to.ts';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/admin', '')).toBe('/admin');
    expect(safeReturnTo('/dashboard?status=quoted', '')).toBe('/dashboard?status=quoted');
  });

  it('falls back to the dashboard for anything that could leave the site', () => {
    for (const value of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'admin', '/a\nb', '', undefined, 42]) {
      expect(safeReturnTo(value, '')).toBe('/dashboard');
    }
  });

  it('drops the base path the API puts in front, and never returns to /login or the API', () => {
    expect(safeReturnTo('/sdpumpkin/zapier', '/sdpumpkin')).toBe('/zapier');
    expect(safeReturnTo('/sdpumpkin', '/sdpumpkin')).toBe('/');
    expect(safeReturnTo('/login?returnTo=/admin', '')).toBe('/dashboard');
    expect(safeReturnTo('/api/logout', '')).toBe('/dashboard');
  });
});
