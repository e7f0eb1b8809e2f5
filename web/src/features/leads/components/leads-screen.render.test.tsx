import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { api } from '../../../lib/api-client.ts';
import { ADMIN, renderStaffScreen, type Answer } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WAITING = 'c2a1f0e4-5b6d-4e7f-8a9b-0c1d2e3f4a51';
const CALLED = 'c2a1f0e4-5b6d-4e7f-8a9b-0c1d2e3f4a52';
const NIGHT = 'c2a1f0e4-5b6d-4e7f-8a9b-0c1d2e3f4a53';
const base = { textStatus: 'delivered', textSendsAt: null, noTextReason: null, calledAt: null, calledBy: null, quoteId: null, replies: [] };
const leads: Answer<typeof api.admin.leads.$get> = {
  leads: [
    {
      ...base, id: WAITING, phone: '+16195553001', at: '2026-10-14T17:00:00.000Z', lastCallAt: '2026-10-14T17:20:00.000Z', calls: 3, reason: 'no-answer', status: 'new',
      textedAt: '2026-10-14T17:00:01.000Z',
      replies: [{ id: 'r1', body: 'Hi! Porch in North Park, looking at Harvest Glow', at: '2026-10-14T17:04:00.000Z' }],
    },
    { ...base, id: NIGHT, phone: '+16195553003', at: '2026-10-14T05:30:00.000Z', lastCallAt: '2026-10-14T05:30:00.000Z', calls: 1, reason: 'after_hours', status: 'new', textStatus: 'waiting', textSendsAt: '2026-10-14T15:00:00.000Z' },
    {
      ...base, id: CALLED, phone: '+16195553002', at: '2026-10-13T18:00:00.000Z', lastCallAt: '2026-10-13T18:00:00.000Z', calls: 1, reason: 'busy', status: 'called',
      noTextReason: 'replied STOP', textStatus: null, calledAt: '2026-10-13T18:30:00.000Z', calledBy: 'Dana Whitfield',
    },
  ],
};

describe('/leads', () => {
  it("lists each missed call with its number to call, when, the text back and the caller's replies; call back marks it called", async () => {
    const called = { ...leads.leads[0]!, status: 'called' as const, calledAt: '2026-10-14T17:30:00.000Z', calledBy: 'Dana Whitfield' };
    const view = await renderStaffScreen('/leads', {
      'GET /api/auth/user': ADMIN,
      'GET /api/admin/leads': leads,
      [`POST /api/admin/leads/${WAITING}/called`]: called,
    });
    expect(await screen.findByText('2 callers are waiting for a call back.', { exact: false })).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'Missed call from (619) 555-3001' });
    expect(within(first).getByText('Oct 14, 2026, 10:00 AM PT · Not answered', { exact: false })).toBeTruthy();
    expect(within(first).getByText('3 calls', { exact: false })).toBeTruthy();
    expect(within(first).getByText('Texted Oct 14, 2026, 10:00 AM')).toBeTruthy();
    expect(within(first).getByText('Hi! Porch in North Park, looking at Harvest Glow')).toBeTruthy();
    const night = screen.getByRole('listitem', { name: 'Missed call from (619) 555-3003' });
    expect(within(night).getByText('Text goes Oct 14, 2026, 8:00 AM (quiet hours)')).toBeTruthy();
    const stopped = screen.getByRole('listitem', { name: 'Missed call from (619) 555-3002' });
    expect(within(stopped).getByText('No text: replied STOP')).toBeTruthy();
    expect(within(stopped).getByText('Called back', { exact: false }).textContent).toContain('by Dana Whitfield');

    const callBack = within(first).getByRole('link', { name: 'Call back' });
    expect(callBack.getAttribute('href')).toBe('tel:+16195553001');
    callBack.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(callBack);
    await waitFor(() => expect(within(first).getByText('Called back', { exact: false })).toBeTruthy());
    expect(view.requests).toContain(`POST /api/admin/leads/${WAITING}/called`);
    expect(view.unanswered.filter((c) => c !== 'GET /api/season')).toEqual([]);
  });

  it('"Turn into a quote" opens the quote request prefilled with the number and what the caller texted, and sends no text consent', async () => {
    const view = await renderStaffScreen('/leads', {
      'GET /api/auth/user': ADMIN,
      'GET /api/admin/leads': leads,
      [`POST /api/admin/leads/${WAITING}/quote`]: { quoteId: 'q1', lead: { ...leads.leads[0]!, status: 'quoted', quoteId: 'q1' } },
    });
    const first = await screen.findByRole('listitem', { name: 'Missed call from (619) 555-3001' });
    fireEvent.click(within(first).getByRole('button', { name: 'Turn into a quote' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Phone') as HTMLInputElement).value).toBe('(619) 555-3001');
    expect((within(dialog).getByLabelText('Project description') as HTMLTextAreaElement).value).toContain('Texted: "Hi! Porch in North Park, looking at Harvest Glow"');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    // The request's own rules: without a project type nothing is sent.
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Make the quote request' }).closest('form')!);
    expect(await within(dialog).findByText('Please select a project type')).toBeTruthy();
    expect(view.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
