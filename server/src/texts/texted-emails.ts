/** The scheduled e-mails that go as a text to a customer who agreed to texts (docs/design.md §19); e-mail stays the fallback. */
export const TEXTED_EMAILS = ['delivery_reminder', 'balance_follow_up'] as const;
export type TextedEmail = (typeof TEXTED_EMAILS)[number];
