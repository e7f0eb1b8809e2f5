import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const SITE = {
  NODE_ENV: 'production', PUBLIC_URL: 'https://sdpumpkin.com', SESSION_SECRET: 'a-real-secret-of-more-than-32-random-chars',
  STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', S3_BUCKET: 'sdp-photos',
};
const problems = (extra: Record<string, string | undefined>) => {
  const parsed = parseEnv({ ...SITE, ...extra });
  return parsed.ok ? [] : parsed.problems;
};

describe('production settings', () => {
  it('accepts an https site with its own session secret', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses the published session secrets, each with one line', () => {
    expect(problems({ SESSION_SECRET: undefined })).toEqual(['SESSION_SECRET: the published default is refused in production; set 32+ random characters']);
    expect(problems({ SESSION_SECRET: 'change-me-to-a-long-random-string-of-32-plus-chars' })).toHaveLength(1);
  });

  it('refuses an http PUBLIC_URL', () => {
    expect(problems({ PUBLIC_URL: 'http://sdpumpkin.com' })).toEqual(['PUBLIC_URL: must be https in production (got "http://sdpumpkin.com")']);
  });

  it('refuses WEBHOOK_ALLOW_PRIVATE_TARGETS=true', () => {
    expect(problems({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([
      'WEBHOOK_ALLOW_PRIVATE_TARGETS: must be false in production (webhooks could reach internal addresses)',
    ]);
  });

  it('lists every refusal at once', () => {
    expect(problems({ SESSION_SECRET: undefined, PUBLIC_URL: 'http://sdpumpkin.com', WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' })).toHaveLength(3);
  });

  it('refuses a public site without its Stripe settings: every checkout would answer 503 (ADR 088)', () => {
    expect(problems({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: undefined })).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production, else every checkout is refused (ADR 088)',
    ]);
    expect(problems({ PUBLIC_URL: 'http://127.0.0.1:3000', STRIPE_SECRET_KEY: undefined })).toEqual([]);
  });

  it('refuses a public site that would keep the photographs on its own disk, outside every backup (ADR 240)', () => {
    expect(problems({ S3_BUCKET: undefined })).toEqual([
      "S3_BUCKET: required in production, else the crew's photographs stay on this disk, outside every backup (ADR 240)",
    ]);
    expect(problems({ PUBLIC_URL: 'http://127.0.0.1:3000', S3_BUCKET: undefined })).toEqual([]);
  });

  it('lets a production build run on this machine (loopback PUBLIC_URL) on http with local webhook targets', () => {
    expect(problems({ PUBLIC_URL: 'http://127.0.0.1:3000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([]);
    expect(problems({ PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: undefined })).toHaveLength(1);
  });

  it('leaves development and tests alone', () => {
    expect(problems({ NODE_ENV: 'development', PUBLIC_URL: 'http://sdpumpkin.com', SESSION_SECRET: undefined, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([]);
  });
});

describe('DATABASE_OWNER_URL (issue 38, item 4; ADR 250)', () => {
  const app = 'postgres://shop_app:pw@127.0.0.1:5432/shop';
  it('is empty, or a postgres:// URL with a database whose login is not the app\'s', () => {
    expect(parseEnv({ DATABASE_URL: app }).ok).toBe(true);
    expect(parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: 'postgres://postgres:secret@127.0.0.1:5432/shop' }).ok).toBe(true);
    const notPostgres = parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: 'mysql://root:secret@db/shop' });
    expect(notPostgres).toMatchObject({ ok: false, problems: [expect.stringMatching(/^DATABASE_OWNER_URL: must be a postgres:\/\/ URL/)] });
    // the owner's password is not printed back
    expect(JSON.stringify(notPostgres)).not.toContain('secret');
  });

  it('refuses an app that logs in as the owner', () => {
    const same = parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: 'postgres://shop_app:other@127.0.0.1:5432/shop' });
    expect(same).toMatchObject({ ok: false, problems: [expect.stringMatching(/^DATABASE_URL: logs in as "shop_app", the owner/)] });
    expect(parseEnv({ DATABASE_OWNER_URL: 'postgres://127.0.0.1/sdpumpkin' }).ok).toBe(false);
  });
});

describe('object storage settings (ADR 240)', () => {
  const parse = (extra: Record<string, string>) => parseEnv({ NODE_ENV: 'development', ...extra });
  const problemsOf = (extra: Record<string, string>) => {
    const parsed = parse(extra);
    return parsed.ok ? [] : parsed.problems;
  };

  it('accepts a bucket with an endpoint and both keys, a bucket alone (the SDK finds credentials), and none (UPLOADS_DIR)', () => {
    const full = parse({ S3_BUCKET: 'sdp-photos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(full.ok && full.env).toMatchObject({ S3_BUCKET: 'sdp-photos', S3_FORCE_PATH_STYLE: true, S3_REGION: 'us-east-1' });
    expect(problemsOf({ S3_BUCKET: 'sdp-photos' })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses settings that cannot work together, and a bad bucket name, with one line each and no secret in them', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT or S3 keys are set (else photographs would silently stay on this disk)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'sdp-photos', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither = the SDK finds credentials itself)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'Not_A_Bucket' })).toEqual(['S3_BUCKET: must be a bucket name (3-63 of a-z 0-9 . -) (got "Not_A_Bucket")']);
    expect(problemsOf({ S3_BUCKET: 'sdp-photos', S3_ENDPOINT: 'not a url', S3_SECRET_ACCESS_KEY: 'hunter2' }).join('\n')).not.toContain('hunter2');
  });
});
