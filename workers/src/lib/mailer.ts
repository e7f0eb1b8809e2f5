import nodemailer, { type Transporter } from 'nodemailer';

/**
 * One pooled SMTP transport for the process: connections are reused across jobs, which keeps quote -> mail latency
 * in milliseconds (a new connection costs a greeting round trip or more).
 */
export function createMailer(smtpUrl: string, maxConnections: number): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    pool: true,
    maxConnections,
    // NOTE: the default (100 messages, then reconnect) would pay a fresh greeting, often 100 ms or more, mid-burst.
    maxMessages: Infinity,
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}
