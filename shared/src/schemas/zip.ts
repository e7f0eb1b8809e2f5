import * as v from 'valibot';

export const ZIP_LENGTH = 5;
export const zipParamSchema = v.pipe(v.string(), v.regex(/^\d{5}$/, 'Zip code must be exactly 5 digits'));
export const isFiveDigitZip = (zip: string) => /^\d{5}$/.test(zip);
