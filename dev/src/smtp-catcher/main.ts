import { resolve } from 'node:path';
import { startSmtpCatcher } from './server.ts';

// `npm run smtp-catcher -w dev`: the catcher alone, on its default ports unless SMTP_PORT / HTTP_PORT say otherwise.
const catcher = await startSmtpCatcher({
  smtpPort: Number(process.env.SMTP_PORT ?? 1025),
  httpPort: Number(process.env.HTTP_PORT ?? 1080),
  dir: resolve(import.meta.dirname, '../../../.data/mail'),
});
console.log(`SMTP catcher: smtp://127.0.0.1:${catcher.smtpPort}  inbox http://127.0.0.1:${catcher.httpPort}`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
