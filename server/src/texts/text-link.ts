// Texts carry no bearer link staff can read back (docs/design.md §22, ADR 161): a text's words are stored, and shown in the order's
// conversation, with the link's token masked; the link itself is kept beside them (text_messages.link) only until Twilio has the
// text, and put back into the words as it goes.

/** A bearer link as the conversation shows it: the page it opens, without its token. */
export const maskedLink = (url: string): string => url.replace(/[^/]+$/, '••••••');

/** Words with a bearer link in them: `words` is given where the link goes and returns the text. */
export interface LinkedText { body: string; link: string }
export const withLink = (url: string, words: (link: string) => string): LinkedText => ({ body: words(maskedLink(url)), link: url });

/** The words Twilio gets: the stored words with the link put back. */
export const sendableBody = (text: { body: string; link: string | null }): string =>
  text.link ? text.body.replace(maskedLink(text.link), text.link) : text.body;
