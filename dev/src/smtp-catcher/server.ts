import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { listenHttp } from '../lib/listen-http.ts';
import { mailboxPages } from './pages.ts';
import { Mailbox, type CaughtMessage } from './mailbox.ts';

export interface SmtpCatcherOptions {
  /** SMTP port; 0 picks a free one (tests). Default 1025. */
  smtpPort?: number;
  /** HTTP port of the mailbox page and JSON API; 0 picks a free one. Default 1080. */
  httpPort?: number;
  /** Folder for one .eml per message; memory only when absent. */
  dir?: string;
}

export interface SmtpCatcher {
  smtpPort: number;
  httpPort: number;
  smtpUrl: string;
  httpUrl: string;
  messages(): CaughtMessage[];
  waitFor(predicate: (messages: CaughtMessage[]) => boolean, timeoutMs?: number): Promise<CaughtMessage[]>;
  clear(): void;
  /** Refuse every new message with a temporary error (451 by default; 421 also closes the connection). */
  setRefusing(refusing: boolean | 421 | 451): void;
  /** Hold each message this long after its data arrived before answering 250 (a slow server, for crash tests). */
  setAcceptDelay(ms: number): void;
  /** Messages received but not yet answered (held by the accept delay). */
  inFlight(): number;
  /** Messages whose client went away before the 250 answer; they were not accepted, so they are not kept. */
  dropped(): number;
  close(): Promise<void>;
}

const temporaryError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** A development SMTP server that accepts all mail and shows it on a web page (docs/design.md §6: "messages go to the SMTP catcher"). */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const mailbox = new Mailbox(options.dir);
  let refusing: false | 421 | 451 = false;
  let acceptDelayMs = 0;
  let inFlight = 0;
  let dropped = 0;
  const closedSessions = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // NOTE: the reverse DNS lookup of each client would delay the greeting by up to seconds on a machine without DNS.
    disableReverseLookup: true,
    banner: 'SD Pumpkin SMTP catcher',
    size: 10 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'dev' }),
    onMailFrom: (_address, _session, callback) =>
      refusing ? callback(temporaryError(refusing, 'Service temporarily unavailable, try again later')) : callback(),
    onClose: (session: SMTPServerSession) => {
      closedSessions.add(session.id);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          if (acceptDelayMs > 0) {
            inFlight += 1;
            await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
            inFlight -= 1;
            // NOTE: this catcher commits a message only when it can still answer 250; a client killed while waiting
            // therefore never had its message accepted (a real MTA may already have queued it: see dev/README.md).
            if (closedSessions.has(session.id)) {
              dropped += 1;
              return;
            }
          }
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          const message = await mailbox.add(Buffer.concat(chunks), envelope);
          callback(null, `Message queued as ${message.id}`);
        } catch (err) {
          callback(temporaryError(451, `Could not store the message: ${(err as Error).message}`));
        }
      });
    },
  });
  server.on('error', () => {}); // a client dropping mid-session is normal here

  const smtpPort = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.smtpPort ?? 1025, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  const http = await listenHttp(mailboxPages(mailbox), options.httpPort ?? 1080);

  return {
    smtpPort,
    httpPort: http.port,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: http.url,
    messages: () => [...mailbox.messages],
    waitFor: (predicate, timeoutMs) => mailbox.waitFor(predicate, timeoutMs),
    clear: () => mailbox.clear(),
    setRefusing: (value) => {
      refusing = value === true ? 451 : value;
    },
    setAcceptDelay: (ms) => {
      acceptDelayMs = ms;
    },
    inFlight: () => inFlight,
    dropped: () => dropped,
    close: async () => {
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), http.close()]);
    },
  };
}
