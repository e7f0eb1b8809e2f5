import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { Env } from '../env.ts';

type TwilioEnv = Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'>;

/** Texts are on only with an account, its token and a sender (docs/design.md §19); otherwise everything goes by e-mail. */
export const textsEnabled = (env: TwilioEnv): boolean => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);

/** The SDK's own HTTP client with api.twilio.com's origin swapped for TWILIO_API_URL's (the stand-in in dev/). */
class ApiUrlClient extends twilio.RequestClient {
  constructor(private readonly base: URL) { super({ timeout: 15_000 }); }
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<T>({ ...opts, uri: uri.href });
  }
}

export interface SentText { sid: string; status: string }
/** A refusal from Twilio's API: its error code (21211 invalid number, 21610 unsubscribed, …) and HTTP status. */
export interface TwilioRefusal { code: number | null; status: number | null; message: string }

export interface TextSender {
  send(to: string, body: string, statusCallback: string): Promise<SentText>;
  /** A message to `to` with this body created since `since`: what an attempt that died mid-send left at Twilio. */
  findSent(to: string, body: string, since: Date): Promise<SentText | null>;
}

/** The official SDK, pointed at TWILIO_API_URL when set; null when texts are off. */
export function createTextSender(env: TwilioEnv): TextSender | null {
  if (!textsEnabled(env)) return null;
  const client = twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, {
    // NOTE: no SDK retries: a create the SDK repeated after a lost answer would text twice; our job retries after findSent.
    autoRetry: false,
    ...(env.TWILIO_API_URL ? { httpClient: new ApiUrlClient(new URL(env.TWILIO_API_URL)) } : {}),
  });
  const sender = env.TWILIO_FROM.startsWith('MG') ? { messagingServiceSid: env.TWILIO_FROM } : { from: env.TWILIO_FROM };
  return {
    send: async (to, body, statusCallback) => {
      const m = await client.messages.create({ to, body, statusCallback, ...sender });
      return { sid: m.sid, status: m.status };
    },
    findSent: async (to, body, since) => {
      const list = await client.messages.list({ to, limit: 50 });
      // NOTE: a minute's slack for the two clocks; date_created is whole seconds.
      const m = list.find((x) => x.body === body && x.dateCreated.getTime() >= since.getTime() - 60_000);
      return m ? { sid: m.sid, status: m.status } : null;
    },
  };
}

/** What Twilio's API answered when it refused, or null for anything else (network, timeout: the text may have gone). */
export function twilioRefusal(err: unknown): TwilioRefusal | null {
  if (err instanceof twilio.RestException) return { code: err.code ?? null, status: err.status ?? null, message: err.message };
  return null;
}

/** A webhook really from Twilio: the SDK's validateRequest over the URL Twilio posted to and the form parameters. */
export const fromTwilio = (authToken: string, signature: string | undefined, url: string, params: Record<string, string>): boolean =>
  Boolean(signature && authToken) && twilio.validateRequest(authToken, signature!, url, params);
