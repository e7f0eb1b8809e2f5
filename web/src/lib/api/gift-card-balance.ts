import { api, unwrap } from '../api-client.ts';

/** GET /api/gift-cards/:code/balance (docs/design.md §27): what is left on a live card; an unknown or spent code answers 404. */
export const giftCardBalance = (letters: string) => unwrap(api['gift-cards'][':code'].balance.$get({ param: { code: letters } }));
