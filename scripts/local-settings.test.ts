import { describe, expect, it } from 'vitest';
import { devServerOptions } from '../web/vite-plugins/dev-server.ts';
import { devSettings } from './dev-settings.mjs';
import { START_DATABASE_URL, startSettings } from './start-settings.mjs';

type Proc = { name: string; env: Record<string, string> };
const byName = (processes: unknown[], name: string) => (processes as Proc[]).find((p) => p.name === name)!;

describe('make dev on other ports (issue 25, item 27)', () => {
  it('points Vite at the API on PORT and moves the site and the mail catcher with WEB_PORT and MAIL_*_PORT', () => {
    const { env, processes, banner } = devSettings({ PORT: '3100', WEB_PORT: '5200', MAIL_UI_PORT: '1180', MAIL_SMTP_PORT: '1125' });
    expect(byName(processes, 'web').env).toMatchObject({ WEB_PORT: '5200', API_PROXY_TARGET: 'http://127.0.0.1:3100' });
    expect(byName(processes, 'api').env).toMatchObject({ PORT: '3100', PUBLIC_URL: 'http://127.0.0.1:5200' });
    expect(byName(processes, 'mail').env).toMatchObject({ SMTP_PORT: '1125', HTTP_PORT: '1180' });
    expect(env.SMTP_URL).toBe('smtp://127.0.0.1:1125');
    expect(byName(processes, 'stripe').env.STRIPE_WEBHOOK_URL).toBe('http://127.0.0.1:3100/api/stripe/webhook');
    const printed = banner(undefined);
    for (const url of ['http://127.0.0.1:5200/', 'http://127.0.0.1:3100/api/health', 'http://127.0.0.1:1180']) expect(printed).toContain(url);
    expect(printed).not.toMatch(/:(3000|5173|1080)\b/);
  });

  it('keeps the usual ports when nothing is set', () => {
    const { processes } = devSettings({});
    expect(byName(processes, 'web').env).toMatchObject({ WEB_PORT: '5173', API_PROXY_TARGET: 'http://127.0.0.1:3000' });
  });

  it("Vite's dev server listens on WEB_PORT and proxies /api to API_PROXY_TARGET", () => {
    const options = devServerOptions(byName(devSettings({ PORT: '3100', WEB_PORT: '5200' }).processes, 'web').env, '');
    expect(options.port).toBe(5200);
    expect(options.proxy['/api']!.target).toBe('http://127.0.0.1:3100');
  });
});

describe('make start (ADR 088)', () => {
  it("uses its own database, not make dev's, and says so", () => {
    const { env, notices } = startSettings({});
    expect(env.DATABASE_URL).toBe(START_DATABASE_URL);
    expect(notices.join('\n')).toContain('sdpumpkin_production');
    expect(startSettings({ DATABASE_URL: 'postgres://db.example/shop' }).env.DATABASE_URL).toBe('postgres://db.example/shop');
  });

  it('warns loudly that every checkout will answer 503 without the Stripe keys, and not with them', () => {
    expect(startSettings({}).notices.join('\n')).toMatch(/STRIPE_SECRET_KEY.*every checkout will answer 503/);
    const keys = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh', DATABASE_URL: 'postgres://x/y' };
    expect(startSettings(keys).notices).toEqual([]);
  });
});
