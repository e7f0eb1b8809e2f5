/** The renewal page's title and description: set by its screen, and in the head the server renders it with (ADR 194). */
export const RENEWAL_META = {
  title: 'Your porch for next fall | SD Pumpkin',
  description: 'Renew last year’s SD Pumpkin porch with your week held.',
} as const;
