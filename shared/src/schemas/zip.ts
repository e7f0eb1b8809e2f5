import * as v from 'valibot';

export const ZIP_LENGTH = 5;
/** A US zip code as the service area knows it: exactly five digits. The one definition (forms, the API's param, the SPA). */
export const FIVE_DIGIT_ZIP = /^\d{5}$/;
export const zipParamSchema = v.pipe(v.string(), v.regex(FIVE_DIGIT_ZIP, 'Zip code must be exactly 5 digits'));
export const isFiveDigitZip = (zip: string) => FIVE_DIGIT_ZIP.test(zip);
