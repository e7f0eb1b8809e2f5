/**
 * What a stand-in's `waitFor` does: poll what it has received until `predicate` holds, and answer a copy of it; after
 * `timeoutMs` fail, saying which stand-in and how many `noun` it had (a test's failure then reads as what was missing).
 */
export async function waitForRecords<T>(records: () => T[], predicate: (records: T[]) => boolean, options: {
  timeoutMs: number; stand: string; noun: string; pollMs?: number;
}): Promise<T[]> {
  const deadline = Date.now() + options.timeoutMs;
  while (!predicate(records())) {
    if (Date.now() > deadline) {
      throw new Error(`${options.stand}: condition not met within ${options.timeoutMs} ms (${records().length} ${options.noun})`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 50));
  }
  return [...records()];
}
