/** A first name as it may be printed in a greeting: letters, marks, apostrophes and hyphens, not too long (ADR 022). */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}'’-]{0,23}$/u;

/** Words that make a name an organisation's or a household's, not a person's ("Whitmore Estates HOA", "The Lees"). */
const NOT_A_PERSON = new Set([
  'hoa', 'inc', 'llc', 'ltd', 'corp', 'co', 'company', 'estates', 'association', 'assn', 'church', 'school', 'academy', 'group', 'club',
  'hotel', 'inn', 'restaurant', 'cafe', 'bar', 'shop', 'store', 'boutique', 'properties', 'property', 'management', 'realty', 'apartments',
  'condominiums', 'condos', 'community', 'center', 'centre', 'foundation', 'trust', 'partners', 'family', 'the', 'office', 'studio',
  'clinic', 'dental', 'bank', 'winery', 'brewery', 'ranch', 'farms', 'homeowners', 'residents', 'council', 'museum', 'library',
]);

/**
 * The name a greeting uses (issue 25): the first name where the name looks like a person's ("Maria Alvarez" -> "Maria"), else
 * null ("Whitmore Estates HOA", "ACME Pumpkins LLC", a name with digits or a link), where the greeting takes no first name.
 */
export function greetingName(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length > 4 || !PLAIN_NAME.test(first)) return null;
  const organisation = words.some((word) => {
    const bare = word.replace(/[.,&]/g, '');
    // NOTE: an all-capital word of 2-5 letters is an acronym (HOA, YMCA), not a name.
    return NOT_A_PERSON.has(bare.toLowerCase()) || /^\p{Lu}{2,5}$/u.test(bare) || /\d/.test(word);
  });
  return organisation ? null : first;
}
