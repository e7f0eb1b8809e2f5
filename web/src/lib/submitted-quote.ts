/** Session record `submittedQuote` (docs/product-spec.md §3): written by every quote form, read once by /quote-thank-you. */
export const SUBMITTED_QUOTE_KEY = 'submittedQuote';

export interface SubmittedQuote {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  projectType: string;
  projectDescription?: string;
  /** The server's id, or a timestamp when the server gave none. */
  quoteId: string;
  submittedAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Build the record from the submitted fields and the server answer. */
export function submittedQuoteRecord(fields: Omit<SubmittedQuote, 'quoteId' | 'submittedAt'>, serverId: string | undefined, now = new Date()): SubmittedQuote {
  return { ...fields, quoteId: serverId || String(now.getTime()), submittedAt: now.toISOString() };
}

export function saveSubmittedQuote(record: SubmittedQuote, store: Store = sessionStorage) {
  store.setItem(SUBMITTED_QUOTE_KEY, JSON.stringify(record));
}

/** The record, or null when it is missing or unparsable (the caller logs and shows the placeholder). */
export function readSubmittedQuote(store: Store = sessionStorage): SubmittedQuote | null {
  const raw = store.getItem(SUBMITTED_QUOTE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SubmittedQuote> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.customerName !== 'string' || typeof parsed.customerEmail !== 'string') return null;
    return {
      customerName: parsed.customerName,
      customerEmail: parsed.customerEmail,
      customerPhone: typeof parsed.customerPhone === 'string' ? parsed.customerPhone : '',
      projectType: typeof parsed.projectType === 'string' ? parsed.projectType : '',
      ...(typeof parsed.projectDescription === 'string' ? { projectDescription: parsed.projectDescription } : {}),
      quoteId: typeof parsed.quoteId === 'string' ? parsed.quoteId : '',
      submittedAt: typeof parsed.submittedAt === 'string' ? parsed.submittedAt : '',
    };
  } catch {
    return null;
  }
}

export function removeSubmittedQuote(store: Store = sessionStorage) {
  store.removeItem(SUBMITTED_QUOTE_KEY);
}
