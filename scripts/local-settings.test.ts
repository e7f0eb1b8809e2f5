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
    // Texts: the SMS stand-in posts to the public URL, the one our webhook checks Twilio's signature against.
    expect(byName(processes, 'sms').env).toMatchObject({ SMS_EMULATOR_PORT: '12299', SMS_INBOUND_URL: 'http://127.0.0.1:5200/api/sms/inbound' });
    expect(byName(processes, 'api').env.TWILIO_API_URL).toBe('http://127.0.0.1:12299');
    const printed = banner(undefined);
    for (const url of ['http://127.0.0.1:5200/', 'http://127.0.0.1:3100/api/health', 'http://127.0.0.1:1180']) expect(printed).toContain(url);
    expect(printed).not.toMatch(/:(3000|5173|1080)\b/);
  });

  it('starts the OSRM stand-in for road times only when ROUTING_URL is unset, on OSRM_STAND_IN_PORT (ADR 125)', () => {
    const standIn = devSettings({ OSRM_STAND_IN_PORT: '5105' });
    expect(byName(standIn.processes, 'osrm').env.OSRM_STAND_IN_PORT).toBe('5105');
    expect(byName(standIn.processes, 'api').env.ROUTING_URL).toBe('http://127.0.0.1:5105');
    expect(standIn.banner(undefined)).toContain('OSRM stand-in at http://127.0.0.1:5105');
    for (const ROUTING_URL of ['', 'http://osrm.internal:5000']) {
      const set = devSettings({ ROUTING_URL });
      expect(byName(set.processes, 'osrm')).toBeUndefined();
      expect(byName(set.processes, 'api').env.ROUTING_URL).toBe(ROUTING_URL);
      expect(set.banner(undefined)).toContain(ROUTING_URL || 'straight lines');
    }
  });

  it('starts the NWS stand-in for weather care only when WEATHER_API_URL is unset, on WEATHER_STAND_IN_PORT (ADR 130)', () => {
    const standIn = devSettings({ WEATHER_STAND_IN_PORT: '12499' });
    expect(byName(standIn.processes, 'weather').env.WEATHER_STAND_IN_PORT).toBe('12499');
    expect(byName(standIn.processes, 'workers').env.WEATHER_API_URL).toBe('http://127.0.0.1:12499');
    expect(standIn.banner(undefined)).toContain('stand-in at http://127.0.0.1:12499');
    for (const WEATHER_API_URL of ['', 'https://api.weather.gov']) {
      const set = devSettings({ WEATHER_API_URL });
      expect(byName(set.processes, 'weather')).toBeUndefined();
      expect(byName(set.processes, 'workers').env.WEATHER_API_URL).toBe(WEATHER_API_URL);
    }
  });

  it('migrates as the owner (DATABASE_OWNER_URL) and runs the API and workers as the app role (issue 38, item 4; ADR 250)', () => {
    const { env, processes } = devSettings({}, 'dev-password');
    expect(env.DATABASE_OWNER_URL).toBe('postgres://postgres@127.0.0.1:5432/sdpumpkin');
    for (const name of ['api', 'workers']) {
      expect(byName(processes, name).env).toMatchObject({ DATABASE_URL: 'postgres://sdpumpkin_app:dev-password@127.0.0.1:5432/sdpumpkin', DATABASE_OWNER_URL: '' });
    }
  });

  it('starts the S3 stand-in for photographs only when S3_BUCKET is unset, on S3_STAND_IN_PORT, and points API and workers at it (ADR 240)', () => {
    const standIn = devSettings({ S3_STAND_IN_PORT: '12600' });
    expect(byName(standIn.processes, 's3').env).toMatchObject({ S3_STAND_IN_PORT: '12600', S3_BUCKET: 'sdp-uploads' });
    for (const name of ['api', 'workers']) {
      expect(byName(standIn.processes, name).env).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:12600', S3_BUCKET: 'sdp-uploads', S3_FORCE_PATH_STYLE: 'true' });
    }
    expect(standIn.banner(undefined)).toContain('stand-in at http://127.0.0.1:12600, bucket sdp-uploads');
    const real = devSettings({ S3_BUCKET: 'sdp-photos', S3_ENDPOINT: 'https://s3.us-west-2.amazonaws.com' });
    expect(byName(real.processes, 's3')).toBeUndefined();
    expect(byName(real.processes, 'api').env).toMatchObject({ S3_BUCKET: 'sdp-photos', S3_ENDPOINT: 'https://s3.us-west-2.amazonaws.com' });
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
    // Migrations as the given login (the owner), everything else as the database's app role (issue 38, item 4; ADR 250).
    expect(env.DATABASE_OWNER_URL).toBe(START_DATABASE_URL);
    expect(env.DATABASE_URL).toBe('postgres://sdpumpkin_production_app@127.0.0.1:5432/sdpumpkin_production');
    expect(notices.join('\n')).toContain('sdpumpkin_production');
    expect(startSettings({ DATABASE_URL: 'postgres://db.example/shop' }).env.DATABASE_OWNER_URL).toBe('postgres://db.example/shop');
  });

  it('migrates as the owner and serves as the app role, whose password it is given; the API and workers never see the owner', () => {
    const { env, serving } = startSettings({ DATABASE_URL: 'postgres://postgres:pw@db.example:5433/shop' }, 'app/pass word');
    expect(env.DATABASE_OWNER_URL).toBe('postgres://postgres:pw@db.example:5433/shop');
    expect(env.DATABASE_URL).toBe('postgres://shop_app:app%2Fpass%20word@db.example:5433/shop');
    expect(decodeURIComponent(new URL(env.DATABASE_URL!).password)).toBe('app/pass word');
    expect(serving).toMatchObject({ DATABASE_URL: env.DATABASE_URL, DATABASE_OWNER_URL: '' });
    expect(startSettings({ DATABASE_URL: 'postgres://db.example/shop', DATABASE_APP_PASSWORD: 'from-settings' }, 'generated').env.DATABASE_URL)
      .toBe('postgres://shop_app:from-settings@db.example/shop');
  });

  it("keeps a deployment's own two logins as they are", () => {
    const given = { DATABASE_URL: 'postgres://shop_web:a@bouncer:6432/shop', DATABASE_OWNER_URL: 'postgres://shop_owner:b@db:5432/shop' };
    const { env, serving } = startSettings(given, 'unused');
    expect(env).toMatchObject(given);
    expect(serving).toMatchObject({ DATABASE_URL: given.DATABASE_URL, DATABASE_OWNER_URL: '' });
  });

  it('warns loudly that every checkout will answer 503 without the Stripe keys, and not with them', () => {
    expect(startSettings({}).notices.join('\n')).toMatch(/STRIPE_SECRET_KEY.*every checkout will answer 503/);
    const keys = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh', DATABASE_URL: 'postgres://x/y' };
    expect(startSettings(keys).notices).toEqual([]);
  });
});
