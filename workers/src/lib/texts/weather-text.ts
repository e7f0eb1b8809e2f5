import { STOP } from '@sdp/server/texts/reply-words';
import { weatherCareFacts } from '../compose-weather-email.ts';
import { weatherCareText } from '../emails/weather-care-email.ts';
import { textTheHousehold, type TextInsteadDeps } from './text-instead.ts';

/**
 * The care tip goes as a text (ADR 130) to a household that agreed to texts and has not sent STOP, once per event
 * (`${eventId}:weather_care`), within quiet hours; null: the e-mail goes instead. A text that fails falls back to the e-mail
 * (text.failed carries the care id).
 */
export function textWeatherCare(deps: TextInsteadDeps, eventId: string, careId: string): Promise<string | null> {
  return textTheHousehold(deps, eventId, 'weather_care', async () => {
    const care = await weatherCareFacts(deps.sql, careId);
    return care ? { orderId: care.orderId, body: weatherCareText(care.facts, STOP) } : null;
  });
}
