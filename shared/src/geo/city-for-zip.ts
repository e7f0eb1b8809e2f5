import { PLACE_ZIPS } from '../constants/zip-places.ts';

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** zip -> its place; place key -> the place as written. */
const PLACE_OF_ZIP = new Map(Object.entries(PLACE_ZIPS).flatMap(([place, zips]) => zips.split(' ').map((zip) => [zip, place] as const)));
const KNOWN_PLACES = new Map(Object.keys(PLACE_ZIPS).map((place) => [key(place), place]));
// NOTE: "San Diego" is also the county's name, which customers anywhere in it write as their city: it is never refused.
const COUNTY = key('San Diego');
// NOTE: names the Postal Service also takes for these zips: Cardiff in Encinitas, Oceanside for the base.
const ALSO = new Map<string, string[]>([
  ['Cardiff By The Sea', ['Cardiff', 'Encinitas']],
  ['Camp Pendleton', ['Oceanside']],
]);
KNOWN_PLACES.set('cardiff', 'Cardiff By The Sea');

/**
 * The place a served zip belongs to when `city` names a different known place (Del Mar with 92037, La Jolla's), else null. A
 * neighbourhood or a name the table does not know (Mira Mesa, Rancho Bernardo) is not judged: only a clear mix-up is refused.
 */
export function cityMismatch(city: string, zipCode: string): string | null {
  const place = PLACE_OF_ZIP.get(zipCode.trim());
  const named = KNOWN_PLACES.get(key(city));
  if (!place || !named || named === place || key(city) === COUNTY) return null;
  return (ALSO.get(place) ?? []).some((name) => key(name) === key(city)) ? null : place;
}

/** The message for a city that is not the zip's: it names both, so the customer sees which one to correct. */
export const cityMismatchMessage = (city: string, zipCode: string, place: string) =>
  `The zip code ${zipCode.trim()} is in ${place}, not ${city.trim()}. Please check the city and zip code.`;

/** The requirement of the forms' and the payload's city check (schemas/order.ts): true unless the city is clearly another place's. */
export const cityFitsZip = (input: { city: string; zipCode: string }): boolean => cityMismatch(input.city, input.zipCode) === null;

/** Its message, from the values the check was given. */
export function cityZipMessage(issue: { input: unknown }): string {
  const { city, zipCode } = issue.input as { city: string; zipCode: string };
  return cityMismatchMessage(city, zipCode, cityMismatch(city, zipCode) ?? '');
}
