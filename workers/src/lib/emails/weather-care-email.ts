import { BUSINESS } from '@sdp/shared';
import { leadWithName } from '@sdp/shared/names/greeting-name';
import { detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { dayName } from './words.ts';

/** What weather care tells (docs/design.md §19, ADR 130): the weather, its day, its worst, and the crew's check the day after. */
export interface WeatherCareFacts { kind: 'heat' | 'wind'; eventDate: string; value: number; checkDate: string }

const WHAT = {
  heat: (f: WeatherCareFacts) => `Heat is forecast for ${dayName(f.eventDate)}: up to ${f.value}°F.`,
  wind: (f: WeatherCareFacts) => `Strong wind is forecast for ${dayName(f.eventDate)}: gusts up to ${f.value} mph.`,
} as const;

const CARE = {
  heat: [
    'Water the mums deeply in the early morning and again in the evening; a wilted mum usually recovers overnight once it has had a drink.',
    'Keep small and carved pumpkins out of the afternoon sun if you can; whole pumpkins and the hay are fine where they are.',
  ],
  wind: [
    'Move the light pieces, lanterns, small pumpkins and corn stalks, against the wall or inside for the day; the heavy pieces can stay.',
    'If a piece tips over or breaks, leave it: tell us and we fix weather damage within 48 hours.',
  ],
} as const;

/** The care tip's text (ADR 130): short, signed, with the one thing to do and our check the day after. */
export function weatherCareText(f: WeatherCareFacts, stop: string): string {
  const todo = f.kind === 'heat' ? 'Water the mums morning and evening and keep small pumpkins out of the afternoon sun.' : 'Move lanterns and small pumpkins against the wall or inside for the day.';
  return `SD Pumpkin: ${WHAT[f.kind](f)} ${todo} Our crew will check your porch ${dayName(f.checkDate)}. ${stop}`;
}

/** The care tip by e-mail, to a household that did not agree to texts (or whose text did not arrive). */
export function weatherCareEmail(name: string, f: WeatherCareFacts, myOrderUrl: string): EmailContent {
  const heading = f.kind === 'heat' ? 'A hot day is coming' : 'A windy day is coming';
  const lines = [
    `${leadWithName(name, 'a quick note to keep your porch at its best.')} ${WHAT[f.kind](f)}`,
    ...CARE[f.kind],
    `Our crew will stop by on ${dayName(f.checkDate)} to freshen your display. Questions? Call us at ${BUSINESS.phoneDisplay} or reply to this e-mail.`,
  ];
  const rows: DetailRow[] = [
    [f.kind === 'heat' ? 'Forecast high' : 'Forecast gusts', f.kind === 'heat' ? `${f.value}°F on ${dayName(f.eventDate)}` : `${f.value} mph on ${dayName(f.eventDate)}`],
    ['Porch check', dayName(f.checkDate)],
  ];
  return {
    subject: `${heading}: caring for your porch - SD Pumpkin`,
    html: layoutHtml({
      preheader: WHAT[f.kind](f),
      heading,
      body: `${paragraph(lines[0]!)}${detailsHtml(rows)}${lines.slice(1).map(paragraph).join('')}${myOrderButton(myOrderUrl, 'View your order')}`,
    }),
    text: layoutText(heading, `${lines[0]}\n\n${detailsText(rows)}\n\n${lines.slice(1).join('\n\n')}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}
