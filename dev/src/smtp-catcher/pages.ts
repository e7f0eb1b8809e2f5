import { Hono } from 'hono';
import type { CaughtMessage, Mailbox } from './mailbox.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escape(title)} - SMTP catcher</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #eee;padding:6px 8px;text-align:left}a{color:#b45309}iframe{width:100%;height:70vh;border:1px solid #ddd}
pre{white-space:pre-wrap;background:#faf7f2;padding:12px}</style></head><body>${body}</body></html>`;

const row = (m: CaughtMessage) =>
  `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.from)}</td><td>${escape(m.to.join(', '))}</td>` +
  `<td><a href="/messages/${encodeURIComponent(m.id)}">${escape(m.subject || '(no subject)')}</a></td></tr>`;

/** The catcher's web side: a list page, one page per message, the raw .eml, and a JSON API for scripts and tests. */
export function mailboxPages(mailbox: Mailbox) {
  const find = (id: string) => mailbox.messages.find((m) => m.id === id);
  return new Hono()
    .get('/', (c) => c.html(page('Inbox', `<h1>Caught mail (${mailbox.messages.length})</h1>
<p><a href="/">Refresh</a> · <a href="/api/messages">JSON</a></p>
<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead>
<tbody>${[...mailbox.messages].reverse().map(row).join('') || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`)))
    .get('/messages/:id', (c) => {
      const m = find(c.req.param('id'));
      if (!m) return c.html(page('Not found', '<p>No such message. <a href="/">Back</a></p>'), 404);
      return c.html(page(m.subject, `<p><a href="/">&larr; Inbox</a> · <a href="/messages/${encodeURIComponent(m.id)}/raw">Raw .eml</a></p>
<h1>${escape(m.subject)}</h1><p>From ${escape(m.from)} to ${escape(m.to.join(', '))} at ${escape(m.receivedAt)}</p>
${m.html ? `<h2>HTML</h2><iframe sandbox title="HTML body" srcdoc="${escape(m.html)}"></iframe>` : ''}
<h2>Text</h2><pre>${escape(m.text)}</pre>`));
    })
    .get('/messages/:id/raw', (c) => {
      const raw = mailbox.rawOf(c.req.param('id'));
      if (!raw) return c.text('Not found', 404);
      return c.body(new Uint8Array(raw), 200, { 'content-type': 'message/rfc822' });
    })
    .get('/api/messages', (c) => c.json(mailbox.messages))
    .get('/api/messages/:id', (c) => {
      const m = find(c.req.param('id'));
      return m ? c.json(m) : c.json({ message: 'Not found' }, 404);
    })
    .delete('/api/messages', (c) => {
      mailbox.clear();
      return c.body(null, 204);
    });
}
