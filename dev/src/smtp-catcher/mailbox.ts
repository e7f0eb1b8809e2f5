import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface CaughtMessage {
  id: string;
  messageId: string | null;
  from: string;
  /** Envelope recipients (RCPT TO), which include Bcc. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
  size: number;
}

/** Caught messages in memory (newest last) and, when a folder is given, one .eml file each. */
export class Mailbox {
  readonly messages: CaughtMessage[] = [];
  private readonly raw = new Map<string, Buffer>();
  private readonly listeners = new Set<() => void>();
  private seq = 0;

  constructor(private readonly dir?: string) {}

  async add(raw: Buffer, envelope: { from: string; to: string[] }): Promise<CaughtMessage> {
    const parsed = await simpleParser(raw);
    const id = `${Date.now().toString(36)}-${(++this.seq).toString(36)}`;
    const message: CaughtMessage = {
      id,
      messageId: parsed.messageId ?? null,
      from: envelope.from,
      to: envelope.to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : null,
      receivedAt: new Date().toISOString(),
      size: raw.length,
    };
    if (this.dir) {
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, `${id}.eml`), raw);
    }
    this.messages.push(message);
    this.raw.set(id, raw);
    for (const listener of this.listeners) listener();
    return message;
  }

  rawOf(id: string): Buffer | undefined {
    return this.raw.get(id);
  }

  clear(): void {
    this.messages.length = 0;
    this.raw.clear();
  }

  /** Resolve once `predicate` holds over the caught messages (tests wait on this instead of sleeping). */
  waitFor(predicate: (messages: CaughtMessage[]) => boolean, timeoutMs = 20_000): Promise<CaughtMessage[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(this.messages)) return;
        cleanup();
        resolve([...this.messages]);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`smtp catcher: condition not met within ${timeoutMs} ms (${this.messages.length} messages caught)`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
      check();
    });
  }
}
