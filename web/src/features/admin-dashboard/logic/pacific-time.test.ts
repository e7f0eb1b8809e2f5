import { describe, expect, it } from 'vitest';
import { fromPacificInput, toPacificInput } from './pacific-time.ts';

describe('season times in San Diego wall time', () => {
  it('shows an instant as Pacific wall time, summer and winter', () => {
    expect(toPacificInput('2025-10-01T07:00:00.000Z')).toBe('2025-10-01T00:00');
    expect(toPacificInput('2025-12-01T08:00:00.000Z')).toBe('2025-12-01T00:00');
    expect(toPacificInput('2025-10-01T06:59:59.000Z')).toBe('2025-09-30T23:59:59');
  });

  it('reads Pacific wall time back to the same instant', () => {
    expect(fromPacificInput('2025-09-30T23:59')).toBe('2025-10-01T06:59:00.000Z');
    expect(fromPacificInput('2025-12-01T00:00')).toBe('2025-12-01T08:00:00.000Z');
    expect(fromPacificInput('2025-09-30T23:59:59')).toBe('2025-10-01T06:59:59.000Z');
    expect(fromPacificInput(toPacificInput('2026-11-01T12:30:00.000Z'))).toBe('2026-11-01T12:30:00.000Z');
  });

  it('gives an empty string for an empty input', () => {
    expect(fromPacificInput('')).toBe('');
    expect(toPacificInput('nonsense')).toBe('');
  });
});
