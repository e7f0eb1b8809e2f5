import * as v from 'valibot';

/** GET /api/admin/insights?year=: the season to read (its delivery year); left out, the season the site sells now. */
export const insightsQuerySchema = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Year must be four digits'), v.transform(Number), v.minValue(2000, 'Year must be 2000 or later'), v.maxValue(2100, 'Year must be 2100 or earlier'))),
});
