import type { OrderText } from '@sdp/shared/wire-texts';
import { STAFF_TEXT_MAX } from '@sdp/shared/wire-texts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-fetch.ts';
import { formatPhone } from '../../lib/format-phone.ts';
import { formatDateTime } from '../../lib/staff-format.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Textarea } from '../ui/field.tsx';
import { StatusPill, type PillTone } from '../ui/status-pill.tsx';

/** What each text was, in words (text_messages.kind). */
const KIND: Record<string, string> = {
  delivery_reminder: 'Delivery reminder', renewal_offer: 'Renewal offer', weather_care: 'Weather care tip', balance_follow_up: 'Balance follow-up', opted_out: 'Opt-out confirmation', opted_in: 'Opt-in confirmation',
  help: 'Help answer', confirmed: 'Confirmation thanks', change_week: 'Change-week link', no_order: 'No open order', staff_reply: 'Staff reply',
  link_by_email: 'Pointed to the e-mailed link (links revoked)', phone_changed: 'Phone-changed notice', away: 'Automatic answer (nobody there)',
  reply: 'Reply', confirm: 'Replied C: confirmed', stop: 'Replied STOP', start: 'Replied START',
};

/** The delivery status of one text, in words, and its tone. */
function statusOf(t: OrderText): [string, PillTone] {
  const emailed = t.fellBackToEmail ? ' · e-mailed instead' : '';
  switch (t.status) {
    case 'received': return ['Received', 'neutral'];
    case 'delivered': return ['Delivered', 'good'];
    case 'sent': case 'queued': return ['Sent', 'waiting'];
    case 'waiting': return [new Date(t.sendAfter) > new Date() ? 'Waiting for 8 AM' : 'Queued', 'waiting'];
    case 'sending': return ['Sending', 'waiting'];
    case 'skipped': return [`Not sent: ${t.skippedReason ?? 'no longer applied'}`, 'neutral'];
    case 'undelivered': return [`Not delivered${emailed}`, 'bad'];
    case 'failed': return [`Failed${emailed}`, 'bad'];
    default: return [`Not sent${emailed}`, 'neutral'];
  }
}

interface Conversation {
  data: { enabled: boolean; texts: OrderText[] } | undefined;
  isError: boolean;
  /** Seeing the conversation reads the customer's texts ("Texts to read"); they keep their "New" mark until reloaded. */
  markRead: () => void;
  send: { mutate: (body: string, options: { onSuccess: () => void }) => void; isPending: boolean; error: Error | null };
  /** The number a staff answer goes to, when it is not the order's own. */
  replyTo?: string | null;
  /** A text that is not about one order says which number it came from or went to. */
  showNumbers?: boolean;
  empty?: string;
}

/** A conversation by text (docs/design.md §19): our texts on the right with their delivery status, the customer's on the left. */
export function TextConversation({ data, isError, markRead, send, replyTo, showNumbers = false, empty = 'No texts yet.' }: Conversation) {
  const texts = data?.texts ?? [];
  const unread = texts.some((t) => t.unread);
  useEffect(() => {
    if (unread) markRead();
  }, [unread, markRead]);
  return (
    <>
      {isError && <p className="text-sm text-danger">The texts could not be loaded.</p>}
      {data && texts.length === 0 && (
        <p className="text-sm text-smoke">{data.enabled ? empty : 'Texts are off (no Twilio settings): messages go by e-mail.'}</p>
      )}
      <ol className="space-y-3" data-testid="order-texts">
        {texts.map((t) => {
          const [label, tone] = statusOf(t);
          const ours = t.direction === 'out';
          return (
            <li key={t.id} className={cn('flex flex-col', ours ? 'items-end' : 'items-start')}>
              <p className={cn('max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words', ours ? 'rounded-br-sm bg-ember/10 text-charcoal' : 'rounded-bl-sm bg-charcoal/5 text-charcoal')}>
                {t.body}
              </p>
              <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-smoke">
                {t.unread && <StatusPill tone="waiting">New</StatusPill>}
                {KIND[t.kind] ?? t.kind}{showNumbers ? ` · ${formatPhone(t.phone)}` : ''} · {formatDateTime(t.sentAt ?? t.createdAt)}
                <StatusPill tone={tone} title={t.errorCode ? `Twilio error ${t.errorCode}` : undefined}>{label}</StatusPill>
              </span>
            </li>
          );
        })}
      </ol>
      {data?.enabled && replyTo !== null && <StaffReply send={send} replyTo={replyTo} />}
    </>
  );
}

/** Staff answer by text (sent within 8 AM-9 PM, only to a customer who agreed to texts; the API says why not otherwise). */
function StaffReply({ send, replyTo }: Pick<Conversation, 'send' | 'replyTo'>) {
  const [body, setBody] = useState('');
  const error = send.error instanceof ApiError ? send.error.serverMessage : send.error ? 'The text could not be sent. Please try again.' : null;
  return (
    <form
      className="mt-4 space-y-2 border-t border-charcoal/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(body, { onSuccess: () => setBody('') });
      }}
    >
      <label htmlFor="staff-text" className="text-sm font-medium text-charcoal">Answer by text{replyTo ? ` to ${formatPhone(replyTo)}` : ''}</label>
      <Textarea id="staff-text" rows={2} maxLength={STAFF_TEXT_MAX} value={body} onChange={(event) => setBody(event.target.value)}
        placeholder="Sent as “SD Pumpkin: …”" aria-describedby={error ? 'staff-text-error' : undefined} />
      {error && <p id="staff-text-error" role="alert" className="text-sm text-danger">{error}</p>}
      <Button type="submit" className="h-12" disabled={send.isPending || body.trim() === ''}>{send.isPending ? 'Sending…' : 'Send text'}</Button>
    </form>
  );
}
