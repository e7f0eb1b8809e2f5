import { pacificWallTime } from '@sdp/shared/pacific-time';
import type { Lead } from '@sdp/shared/wire-leads';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatPhone } from '../../../lib/format-phone.ts';
import { useLeads, useMarkLeadCalled } from '../api/leads.ts';
import { LeadQuoteDialog } from './lead-quote-dialog.tsx';
import { REASON_WORDS, textWords } from './lead-words.ts';

/**
 * /leads (docs/design.md §26): every call nobody took, newest first: the number to call back, when, how often, the text that went
 * back and what the caller answered; "Call back" dials and records the call, "Turn into a quote" starts the quote request.
 */
export function LeadsScreen() {
  const leads = useLeads();
  const [quoting, setQuoting] = useState<Lead | null>(null);
  if (leads.isPending) return <Spinner label="Loading the missed calls" className="py-8" />;
  if (leads.isError) return <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">The missed calls could not be loaded.</p>;
  const list = leads.data.leads;
  const open = list.filter((l) => l.status === 'new').length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-smoke">
        {open === 0 ? 'Nobody is waiting for a call back.' : `${open} ${open === 1 ? 'caller is' : 'callers are'} waiting for a call back.`}{' '}
        Each missed caller gets one text from us; their answers show here.
      </p>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-charcoal/20 bg-white/60 px-6 py-10 text-center text-smoke">No missed calls yet.</p>
      ) : (
        <ul className="space-y-3">
          {list.map((lead) => <LeadCard key={lead.id} lead={lead} onQuote={() => setQuoting(lead)} />)}
        </ul>
      )}
      {quoting && <LeadQuoteDialog lead={quoting} onClose={() => setQuoting(null)} />}
    </div>
  );
}

function LeadCard({ lead, onQuote }: { lead: Lead; onQuote: () => void }) {
  const mark = useMarkLeadCalled();
  const text = textWords(lead);
  const phone = formatPhone(lead.phone);
  const waiting = lead.status === 'new';
  return (
    <li className={`rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${waiting ? 'ring-ember/30' : 'ring-charcoal/10'}`} aria-label={`Missed call from ${phone}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <a href={`tel:${lead.phone}`} className="font-display text-xl font-semibold text-charcoal hover:text-ember">{phone}</a>
          <p className="text-sm text-smoke">
            {pacificWallTime(lead.at)} PT · {REASON_WORDS[lead.reason]}
            {lead.calls > 1 && ` · ${lead.calls} calls, last ${pacificWallTime(lead.lastCallAt)}`}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <StatusPill tone={text.tone}>{text.words}</StatusPill>
            {lead.status === 'called' && <StatusPill tone="good">Called back {lead.calledAt ? pacificWallTime(lead.calledAt) : ''}{lead.calledBy ? ` by ${lead.calledBy}` : ''}</StatusPill>}
            {lead.status === 'quoted' && <StatusPill tone="good">Quote made</StatusPill>}
          </div>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:justify-end">
          <a href={`tel:${lead.phone}`} className={buttonClass(waiting ? 'primary' : 'outline', 'sm', 'flex-1 sm:flex-none inline-flex items-center justify-center')}
            onClick={() => { if (!lead.calledAt) mark.mutate(lead.id); }}>
            Call back
          </a>
          {lead.quoteId ? (
            <Link to="/pipeline" className={buttonClass('outline', 'sm', 'flex-1 sm:flex-none inline-flex items-center justify-center')}>Open the quote</Link>
          ) : (
            <Button variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={onQuote}>Turn into a quote</Button>
          )}
        </div>
      </div>
      {lead.replies.length > 0 && (
        <div className="mt-3 space-y-2 border-t border-charcoal/10 pt-3">
          <p className="text-xs font-semibold tracking-wide text-smoke uppercase">Their {lead.replies.length === 1 ? 'reply' : 'replies'}</p>
          {lead.replies.map((r) => (
            <blockquote key={r.id} className="rounded-xl bg-cream/70 px-3 py-2 text-sm text-charcoal">
              <p className="break-words">{r.body}</p>
              <footer className="mt-1 text-xs text-smoke">{pacificWallTime(r.at)}</footer>
            </blockquote>
          ))}
        </div>
      )}
      {mark.isError && <p role="alert" className="mt-2 text-sm text-danger">Could not record the call. Please try again.</p>}
    </li>
  );
}
