import { randomBytes } from 'node:crypto';

// Voice calls the way Twilio makes them (docs/design.md §26): a call to our number is posted to the number's voice URL; the TwiML
// answer is read, and a <Dial> with an `action` rings its <Number>, after which Twilio posts DialCallStatus to the action URL.

/** What the forwarded phone does: answered (then hung up), busy, not answered in the Dial's timeout, failed, or the caller hangs up first. */
export type CallOutcome = 'answered' | 'busy' | 'no-answer' | 'failed' | 'canceled';
export const CALL_OUTCOMES: readonly CallOutcome[] = ['answered', 'busy', 'no-answer', 'failed', 'canceled'];

/** One webhook of a call and our side's answer. */
export interface CallStep { url: string; params: Record<string, string>; status: number | null; body: string }

export interface EmulatedCall {
  sid: string;
  from: string;
  to: string;
  outcome: CallOutcome;
  /** The number the TwiML dialled, if it did. */
  dialled: string | null;
  /** Every <Say> the caller heard. */
  said: string[];
  incoming: CallStep;
  action: CallStep | null;
  startedAt: Date;
}

/** The <Dial> of a TwiML answer: its action URL and the number it rings (the stand-in reads what our VoiceResponse writes). */
export function readTwiml(xml: string): { dial: { action: string | null; number: string | null } | null; said: string[] } {
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const said = [...xml.matchAll(/<Say\b[^>]*>([\s\S]*?)<\/Say>/g)].map(([, words]) => unescape(words!.trim()));
  const dial = /<Dial\b([^>]*)>([\s\S]*?)<\/Dial>/.exec(xml);
  if (!dial) return { dial: null, said };
  const action = /\baction="([^"]*)"/.exec(dial[1]!)?.[1];
  const number = /<Number\b[^>]*>([\s\S]*?)<\/Number>/.exec(dial[2]!)?.[1] ?? (dial[2]!.includes('<') ? null : dial[2]!.trim());
  return { dial: { action: action ? unescape(action) : null, number: number ? unescape(number.trim()) : null }, said };
}

/** Twilio's DialCallStatus for what the forwarded phone did. */
export const dialCallStatus = (outcome: CallOutcome): string => (outcome === 'answered' ? 'completed' : outcome);

export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** The parameters Twilio posts with every voice webhook of an inbound call. */
export function callParams(accountSid: string, sid: string, from: string, to: string): Record<string, string> {
  return {
    AccountSid: accountSid, ApiVersion: '2010-04-01', CallSid: sid, CallStatus: 'ringing', Called: to, Caller: from, Direction: 'inbound',
    From: from, To: to, CallerCountry: 'US', CalledCountry: 'US',
  };
}
