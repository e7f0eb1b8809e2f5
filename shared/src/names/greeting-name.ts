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

/**
 * A greeting with the first name after it, the one way pages, e-mails and texts address a customer (issue 36 item 17):
 * `greet('Your porch is booked', 'Rita Renewal')` is "Your porch is booked, Rita"; without a person's first name ("Whitmore Estates
 * HOA", a blank name) the words alone, "Your porch is booked". The caller adds the closing mark.
 */
export function greet(words: string, name: string | null | undefined): string {
  const first = greetingName(name ?? '');
  return first ? `${words}, ${first}` : words;
}

/**
 * A sentence led by the first name: `leadWithName('Rita Renewal', 'thank you for ...')` is "Rita, thank you for ..."; without a
 * person's first name the sentence alone, capitalised: "Thank you for ...".
 */
export function leadWithName(name: string | null | undefined, sentence: string): string {
  const first = greetingName(name ?? '');
  return first ? `${first}, ${sentence}` : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
