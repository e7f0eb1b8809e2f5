import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Schedule, ScheduledOrder } from '@sdp/shared/wire-crew';
import { ADMIN, renderStaffScreen } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const days = ['2027-10-04', '2027-10-05', '2027-10-06', '2027-10-07', '2027-10-08', '2027-10-09', '2027-10-10'];
const order = (n: number, crew: number, status: ScheduledOrder['status'] = 'deposit_paid'): ScheduledOrder => ({
  orderId: `00000000-0000-4000-8000-00000000000${n}`, customerName: `Home ${n}`, city: 'San Diego', zipCode: '92037',
  packageName: 'Golden Harvest', serviceType: 'white-glove', status, crew, crewDay: days[1]!,
});
const schedule: Schedule = {
  crews: 2,
  homesPerCrewDay: 3,
  pickupDays: [],
  weeks: [{
    deliveryDate: days[0]!, days,
    levels: [{ serviceLevel: 'white-glove', capacity: 10, booked: 4, held: 0 }, { serviceLevel: 'drop-off', capacity: 10, booked: 0, held: 0 }],
    orders: [order(1, 1), order(2, 1), order(3, 2), order(4, 2, 'delivered')],
  }],
};
const moved = { id: '5f1e2d3c-4b5a-4968-8776-655443322110', from: days[1]!, to: days[2]!, crew: null, moved: [order(1, 1).orderId, order(2, 1).orderId, order(3, 2).orderId], notified: 3, undoUntil: '2027-10-05T15:10:00.000Z' };

describe('"Move this day" on the crew schedule', () => {
  it('asks for a reason, says how many customers are told, moves in one action, then offers Undo', async () => {
    const view = await renderStaffScreen('/crew', {
      'GET /api/auth/user': ADMIN,
      'GET /api/admin/schedule': schedule,
      'POST /api/admin/crew-days/move': moved,
      [`POST /api/admin/crew-days/move/${moved.id}/undo`]: { id: moved.id, restored: moved.moved, notified: 3 },
    });
    // Only a day with stops not yet delivered offers the action.
    const open = await screen.findByRole('button', { name: 'Move this day: Tuesday, October 5' });
    expect(screen.queryByRole('button', { name: 'Move this day: Wednesday, October 6' })).toBeNull();
    fireEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Move Tuesday, October 5' });
    // The delivered stop stays: three customers are told; the move waits for a reason.
    expect(within(dialog).getByText(/^3 customers will be told once/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Move 3 homes and tell them' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // One crew only: the count follows.
    fireEvent.change(within(dialog).getByLabelText('Which crews'), { target: { value: '1' } });
    expect(within(dialog).getByText(/^2 customers will be told once/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Which crews'), { target: { value: '' } });
    expect((within(dialog).getByLabelText('New day') as HTMLInputElement).value).toBe(days[2]);
    fireEvent.change(within(dialog).getByLabelText('Reason (the customers read it)'), { target: { value: 'Heavy rain is forecast all day' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText(/^3 homes moved to Wednesday, October 6\. 3 customers are being told/)).toBeTruthy();
    expect(JSON.parse(String(view.sent.get('POST /api/admin/crew-days/move')))).toEqual({ from: days[1], to: days[2], crew: null, reason: 'Heavy rain is forecast all day' });
    fireEvent.click(screen.getByRole('button', { name: /^Undo \(until 8:10 AM\)$/ }));
    expect(await screen.findByText(/^3 homes back on Tuesday, October 5\. 3 customers are being told their original day stands\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
