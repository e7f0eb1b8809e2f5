const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
export type Logger = Record<Exclude<LogLevel, 'silent'>, (msg: string, fields?: Record<string, unknown>) => void> & {
  child(fields: Record<string, unknown>): Logger;
};

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|card|client_?secret/i;

/** Drop values whose key names a secret, so nothing sensitive reaches the logs. */
function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : v]));
}

/** One JSON line per record on stdout (structured logs; the process manager ships them). */
export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}): Logger {
  const threshold = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[lvl] < threshold) return;
    const record = { time: new Date().toISOString(), level: lvl, msg, ...redact(base), ...redact(fields) };
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(record, errorReplacer)}\n`);
  };
  return {
    debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
