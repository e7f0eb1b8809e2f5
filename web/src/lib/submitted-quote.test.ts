import { describe, expect, it } from 'vitest';
import { readSubmittedQuote, removeSubmittedQuote, saveSubmittedQuote, submittedQuoteRecord, SUBMITTED_QUOTE_KEY } from './submitted-quote.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const fields = { customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '8585550100', projectType: 'hoa', projectDescription: 'Entrance display for 120 homes' };

describe('submitted quote record', () => {
  it('keeps the server id and the submission time', () => {
    const record = submittedQuoteRecord(fields, 'q-123', new Date('2026-11-22T10:00:00Z'));
    expect(record).toMatchObject({ ...fields, quoteId: 'q-123', submittedAt: '2026-11-22T10:00:00.000Z' });
  });

  it('falls back to a timestamp id when the server gave none', () => {
    expect(submittedQuoteRecord(fields, undefined, new Date(1_700_000_000_000)).quoteId).toBe('1700000000000');
  });

  it('round-trips through storage and can be removed', () => {
    const store = memoryStore();
    saveSubmittedQuote(submittedQuoteRecord(fields, 'q-1'), store);
    expect(readSubmittedQuote(store)?.customerName).toBe('Ana Ruiz');
    removeSubmittedQuote(store);
    expect(readSubmittedQuote(store)).toBeNull();
  });

  it('treats a missing or unparsable record as absent', () => {
    const store = memoryStore();
    expect(readSubmittedQuote(store)).toBeNull();
    store.setItem(SUBMITTED_QUOTE_KEY, '{not json');
    expect(readSubmittedQuote(store)).toBeNull();
    store.setItem(SUBMITTED_QUOTE_KEY, '"just a string"');
    expect(readSubmittedQuote(store)).toBeNull();
  });

  it('reads the landing page shape, which has no description', () => {
    const store = memoryStore();
    store.setItem(SUBMITTED_QUOTE_KEY, JSON.stringify({ customerName: 'Bo', customerEmail: 'bo@example.com', customerPhone: '', projectType: 'Full Service', quoteId: 'x', submittedAt: 'now' }));
    expect(readSubmittedQuote(store)).toMatchObject({ projectType: 'Full Service', quoteId: 'x' });
    expect(readSubmittedQuote(store)?.projectDescription).toBeUndefined();
  });
});
