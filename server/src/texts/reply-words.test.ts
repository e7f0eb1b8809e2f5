import { describe, expect, it } from 'vitest';
import { inboundKind } from './reply-words.ts';

// docs/design.md §19 and ADR 116: a keyword is the whole text, in any case, spaces and a final period ignored; anything else is a
// reply for staff, even when it holds a keyword.
describe('what a customer\'s text asks for', () => {
  it('STOP in any case, with spaces or a final period, opts out', () => {
    for (const body of ['STOP', 'stop', 'stop ', ' Stop.', 'Stop.', 'STOP!']) expect(inboundKind(body), body).toEqual({ kind: 'stop', word: 'STOP' });
  });

  it('STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT opt out as STOP does', () => {
    for (const word of ['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']) {
      expect(inboundKind(word), word).toEqual({ kind: 'stop', word });
      expect(inboundKind(`${word.toLowerCase()}.`), word).toEqual({ kind: 'stop', word });
    }
  });

  it('START opts back in, HELP asks who we are', () => {
    expect(inboundKind('START')).toEqual({ kind: 'start', word: 'START' });
    expect(inboundKind('start')).toEqual({ kind: 'start', word: 'START' });
    expect(inboundKind('Help')).toEqual({ kind: 'help', word: 'HELP' });
    expect(inboundKind('HELP.')).toEqual({ kind: 'help', word: 'HELP' });
  });

  it('C confirms the delivery and R asks to change the week, in either case', () => {
    for (const body of ['C', 'c', ' c ', 'C.']) expect(inboundKind(body).kind, body).toBe('confirm');
    for (const body of ['R', 'r', 'r.']) expect(inboundKind(body).kind, body).toBe('change_week');
  });

  it('free text is a reply for staff, even with a keyword inside it', () => {
    for (const body of ['Can you come after 3?', 'Please stop by after 3', 'cancel my order', 'STOP IT', 'CC', 'Rr', '', 'C R']) {
      expect(inboundKind(body).kind, body).toBe('reply');
    }
  });
});
