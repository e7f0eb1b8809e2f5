/**
 * The consent box for texts on every form that books (docs/design.md §19): separate from every other box and unticked. These words
 * are what the customer sees and what is stored with the time it was given (orders, custom_quotes, customers).
 */
export const TEXT_CONSENT = {
  label: 'Text me about my delivery',
  fine: 'Reminders and updates from SD Pumpkin. Reply STOP to stop, HELP for help. Message and data rates may apply.',
} as const;
export const TEXT_CONSENT_WORDS = `${TEXT_CONSENT.label}. ${TEXT_CONSENT.fine}`;
