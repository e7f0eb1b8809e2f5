import twilio from 'twilio';

// TwiML through the official SDK's VoiceResponse (docs/design.md §26): what Twilio does with the call next.

const VOICE = { voice: 'Polly.Joanna' as const, language: 'en-US' as const };

/** How long the business phone rings before the call counts as missed: under a cell phone's own voicemail (about 20-25 s; ADR 290). */
export const RING_SECONDS = 18;

/** Ring the business phone; when that call ends Twilio posts its DialCallStatus to `action`. The caller's number shows on it. */
export function dialTwiml(forwardTo: string, action: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ action, method: 'POST', timeout: RING_SECONDS, answerOnBridge: true }).number(forwardTo);
  return response.toString();
}

/** Say `words` politely, then hang up. */
export function sayTwiml(words: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(VOICE, words);
  response.hangup();
  return response.toString();
}

/** Nothing more to do: the forwarded call was answered and has ended. */
export function hangupTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.hangup();
  return response.toString();
}
