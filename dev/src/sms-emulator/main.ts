import { startSmsEmulator } from './server.ts';

// `npm run sms-emulator` (root or -w dev): the local stand-in for Twilio's Messages API (docs/design.md §19, dev/README.md).
const emulator = await startSmsEmulator({
  port: Number(process.env.SMS_EMULATOR_PORT ?? 12299),
  accountSid: process.env.TWILIO_ACCOUNT_SID || undefined,
  authToken: process.env.TWILIO_AUTH_TOKEN || undefined,
  inboundUrl: process.env.SMS_INBOUND_URL === 'none' ? null : process.env.SMS_INBOUND_URL || undefined,
  voiceUrl: process.env.SMS_VOICE_URL === 'none' ? null : process.env.SMS_VOICE_URL || undefined,
  callbackDelayMs: Number(process.env.SMS_CALLBACK_DELAY_MS ?? 300),
});
console.log(`SMS emulator (Twilio) listening on ${emulator.url}`);
console.log(`  TWILIO_API_URL=${emulator.url} TWILIO_ACCOUNT_SID=${emulator.accountSid} TWILIO_AUTH_TOKEN=${emulator.authToken}`);
console.log(`  texts sent: ${emulator.url}/__messages   a customer's text: POST ${emulator.url}/__inbound {"from","to","body"}`);
console.log(`  a call: POST ${emulator.url}/__call {"from","to","outcome":"answered|busy|no-answer"}   calls made: ${emulator.url}/__calls`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void emulator.close().then(() => process.exit(0)));
}
