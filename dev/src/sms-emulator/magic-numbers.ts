/**
 * Twilio's magic test numbers (test credentials) and what the stand-in answers for them: an API error with Twilio's code, as
 * the real test credentials do. Numbers that Twilio accepts but that end badly are this stand-in's own (marked "stand-in"):
 * the message is queued, then its status callbacks end in `undelivered` or `failed`.
 */
export interface ApiRefusal { code: number; message: string; status: 400 }

const refuse = (code: number, message: string): ApiRefusal => ({ code, message, status: 400 });

export const MAGIC_TO: Record<string, ApiRefusal> = {
  '+15005550001': refuse(21211, "The 'To' number +15005550001 is not a valid phone number."),
  '+15005550002': refuse(21612, "The 'To' phone number: +15005550002, is not currently reachable using the 'From' phone number via SMS."),
  '+15005550003': refuse(21408, 'Permission to send an SMS has not been enabled for the region indicated by the \'To\' number: +15005550003.'),
  '+15005550004': refuse(21610, 'Attempt to send to unsubscribed recipient'),
  '+15005550009': refuse(21614, "'To' number is not a valid mobile number"),
};

export const MAGIC_FROM: Record<string, ApiRefusal> = {
  '+15005550001': refuse(21212, "The 'From' number +15005550001 is not a valid phone number, shortcode, or alphanumeric sender ID."),
  '+15005550007': refuse(21606, "The 'From' phone number provided (+15005550007) is not a valid message-capable Twilio phone number for this destination."),
  '+15005550008': refuse(21611, "This 'From' number has exceeded the maximum number of queued messages"),
};

/** Stand-in: accepted, then the carrier gives up (`undelivered`, 30003 Unreachable) or Twilio does (`failed`, 30008). */
export const FINAL_OUTCOME: Record<string, { status: 'undelivered' | 'failed'; errorCode: number }> = {
  '+15005550010': { status: 'undelivered', errorCode: 30003 },
  '+15005550011': { status: 'failed', errorCode: 30008 },
};
