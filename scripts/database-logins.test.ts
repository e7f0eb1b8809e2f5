import { describe, expect, it } from 'vitest';
import { appRoleFor, databaseLogins } from './database-logins.mjs';

describe('the app role of a database (ADR 251)', () => {
  it('is named after the database, safe unquoted and within 63 characters', () => {
    expect(appRoleFor('sdpumpkin')).toBe('sdpumpkin_app');
    expect(appRoleFor('SD-Pumpkin.2026')).toBe('sd_pumpkin_2026_app');
    expect(appRoleFor('x'.repeat(80))).toHaveLength(63);
  });

  it('needs a DATABASE_URL', () => {
    expect(() => databaseLogins({}, 'pw')).toThrow(/DATABASE_URL/);
  });
});
