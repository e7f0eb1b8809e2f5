/**
 * A limit on how many tasks run at once: `run(task)` starts the task when fewer than `max` of its tasks are running, else waits for
 * one to finish. A request that reads many figures runs its queries through one, so it holds at most `max` database connections
 * however many figures it reads (issue 36 item 26).
 */
export function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    while (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * How many queries one request or job runs at once (issue 39 item 6): a read of many parts holds at most this many connections of
 * its pool, so N processes under load stay within PostgreSQL's max_connections (docs/operations.md, "Connections").
 */
export const QUERIES_AT_ONCE = 3;

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/** Promise.all over `tasks`, started at most `max` at a time (each a function, so none starts before its turn). */
export function allAtMost<const T extends readonly (() => Promise<unknown>)[]>(max: number, tasks: T): Promise<Results<T>> {
  const run = limiter(max);
  return Promise.all(tasks.map((task) => run(task))) as Promise<Results<T>>;
}
