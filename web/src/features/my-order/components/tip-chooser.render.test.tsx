import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { TipsView } from '@sdp/shared';
import type { TipChoice } from '../api/tip.ts';
import { tipAmountOf, TipChooser } from './tip-chooser.tsx';

afterEach(cleanup);

// The tip chooser of the balance page and the tip card (docs/design.md §27): None, 10, 15, 20 % as the server computed them, or an amount.
const TIPS: Pick<TipsView, 'choices' | 'max'> = {
  choices: [{ percent: 10, amount: '182.50' }, { percent: 15, amount: '273.75' }, { percent: 20, amount: '365.00' }],
  max: '912.50',
};

function Harness({ onChange }: { onChange: (choice: TipChoice) => void }) {
  const [choice, setChoice] = useState<TipChoice>({ kind: 'none' });
  return (
    <>
      <TipChooser tips={TIPS} value={choice} onChange={(c) => { setChoice(c); onChange(c); }} />
      <output>tip {tipAmountOf(TIPS, choice)}</output>
    </>
  );
}

describe('the tip chooser', () => {
  it('offers none, the three percents with their amounts and an amount; a tap chooses one', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['None', '10%$182.50', '15%$273.75', '20%$365.00', 'Amount']);
    expect(screen.getByRole('radio', { name: 'None' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /15%/ }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'percent', percent: 15 });
    expect(screen.getByRole('radio', { name: /15%/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('tip 273.75')).toBeTruthy();
  });

  it('takes an amount only when it is dollars between $1.00 and the cap, and says why otherwise', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Amount' }));
    const input = screen.getByLabelText('Tip amount in dollars');
    for (const [typed, message] of [['2000', 'A tip can be at most $912.50 on this order.'], ['0.5', 'A tip must be at least $1.00.'], ['12.345', 'Enter the tip in dollars, e.g. 25 or 25.50.']]) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '$40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'amount', amount: '40' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('tip 40.00')).toBeTruthy();
  });
});
