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
