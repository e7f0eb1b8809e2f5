import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from './server.ts';

let catcher: SmtpCatcher;
let dir: string;
const send = (subject: string) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false }).sendMail({
    from: 'SD Pumpkin <hello@sdpumpkin.com>', to: 'dana@example.com', bcc: 'staff@sdpumpkin.com', subject,
    text: 'Plain body', html: '<p>HTML <b>body</b></p>',
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sdp-mail-'));
  catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0, dir });
});
afterAll(async () => {
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('SMTP catcher', () => {
  it('accepts mail over SMTP, keeps it in memory and as .eml, and serves it as JSON and HTML', async () => {
    const info = await send('Hello from the test');
    expect(info.accepted).toEqual(['dana@example.com', 'staff@sdpumpkin.com']);
    const [message] = catcher.messages();
    expect(message).toMatchObject({ subject: 'Hello from the test', to: ['dana@example.com', 'staff@sdpumpkin.com'], text: 'Plain body' });
    expect(message!.html).toContain('<b>body</b>');
    expect(await readdir(dir)).toEqual([`${message!.id}.eml`]);
    const json = (await (await fetch(`${catcher.httpUrl}/api/messages`)).json()) as Array<{ messageId: string }>;
    expect(json[0]?.messageId).toBe(info.messageId);
    expect(await (await fetch(catcher.httpUrl)).text()).toContain('Hello from the test');
    const view = await fetch(`${catcher.httpUrl}/messages/${message!.id}`);
    expect(await view.text()).toContain('srcdoc=');
  });

  it('refuses with 451 while told to, and accepts again afterwards', async () => {
    catcher.clear();
    catcher.setRefusing(true);
    await expect(send('refused')).rejects.toMatchObject({ responseCode: 451 });
    catcher.setRefusing(false);
    await send('accepted');
    expect(catcher.messages().map((m) => m.subject)).toEqual(['accepted']);
  });

  it('holds a message during the accept delay and drops it when the client goes away first', async () => {
    catcher.clear();
    catcher.setAcceptDelay(800);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, socketTimeout: 400 });
    await expect(transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'lost', text: 'x' })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(catcher.dropped()).toBe(1);
    await send('slow but fine');
    catcher.setAcceptDelay(0);
    expect(catcher.messages().map((m) => m.subject)).toEqual(['slow but fine']);
  });
});
