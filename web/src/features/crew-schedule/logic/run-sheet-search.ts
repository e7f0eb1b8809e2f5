/** Search params of /run-sheet: `date` (yyyy-MM-dd) and `crew` (1, 2, ...); anything else falls back to crew 1 and no date. */
export interface RunSheetSearch {
  date?: string;
  crew: number;
}

export function parseRunSheetSearch(search: Record<string, unknown>): RunSheetSearch {
  const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
  const crew = Number(search.crew);
  return { ...(date ? { date } : {}), crew: Number.isInteger(crew) && crew >= 1 && crew <= 20 ? crew : 1 };
}
