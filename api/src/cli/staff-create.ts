import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadEnv } from '@sdp/server/env';
import { createSql, poolRoute } from '@sdp/server/db/sql';
import { createStaffAccount } from '../features/auth/staff-accounts.ts';

// npm run staff:create -- --email a@b.c --name "Ann" --password '...' [--role admin] [--update]
// Missing values are asked for when a person is at the terminal (the password without echo); CI gets an error instead.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    update: { type: 'boolean', default: false },
  },
});

const interactive = Boolean(process.stdin.isTTY);
const missing = (['email', 'name', 'password'] as const).filter((k) => !values[k]);
if (missing.length && !interactive) {
  console.error(`staff:create: missing ${missing.map((k) => `--${k}`).join(', ')} (and no terminal to ask)`);
  process.exit(1);
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Read a line without echoing it, so the password never shows on screen or in a scrollback. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let value = '';
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\u0003') process.exit(130);
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

const email = values.email ?? (await ask('E-mail: '));
const name = values.name ?? (await ask('Name: '));
const password = values.password ?? (await askHidden('Password (12+ characters): '));

const env = loadEnv();
const sql = createSql(env.DATABASE_URL, { max: 1, ...poolRoute(env) });
try {
  const result = await createStaffAccount(sql, { email, name, password, role: values.role as 'staff' | 'admin' }, { update: values.update });
  if (!result.ok) {
    for (const problem of result.problems) console.error(`staff:create: ${problem}`);
    process.exitCode = 1;
  } else {
    const { account } = result;
    console.log(`staff:create: ${account.created ? 'created' : 'updated'} ${account.role} ${account.email} (${account.name})`);
  }
} finally {
  await sql.end();
}
