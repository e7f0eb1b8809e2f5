// NOTE: a signed link's token opens the customer's order: it never goes to an analytics vendor (docs/design.md §12). A printable gift
// card's address holds the card's code, which spends its balance, so it is kept out the same way.
const SIGNED_LINK_PAGES = /^(.*\/(?:my-order|pay-balance|quote-deposit|renew|review|waitlist\/(?:unsubscribe|rejoin)|gift-cards\/card))\/[^/]+$/;

/** Whether a path is a signed link's page, whose address holds the token (/my-order/{token} and the like). */
export const isSignedLinkPath = (path: string) => SIGNED_LINK_PAGES.test(path);

/** A page path as analytics may see it: a signed link's token replaced by ":token". */
export const withoutLinkToken = (path: string) => path.replace(SIGNED_LINK_PAGES, '$1/:token');
