import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { leadFormSchema } from '@sdp/shared/schemas/lead';
import { timeLeft } from '../../../lib/countdown.ts';
import { halloweenTarget, leadQuoteRequest } from './halloween-lead.ts';

describe('Halloween countdown target', () => {
  it('is October 31 of this year before Halloween', () => {
    expect(halloweenTarget(new Date('2027-09-01T12:00:00-07:00'))).toBe('2027-10-31T00:00:00-07:00');
    expect(halloweenTarget(new Date('2027-10-30T23:59:59-07:00'))).toBe('2027-10-31T00:00:00-07:00');
  });

  it('rolls to next year once Halloween has begun', () => {
    expect(halloweenTarget(new Date('2027-10-31T00:00:00-07:00'))).toBe('2028-10-31T00:00:00-07:00');
    expect(halloweenTarget(new Date('2026-11-22T10:00:00-08:00'))).toBe('2027-10-31T00:00:00-07:00');
  });

  it('never counts down to a passed moment', () => {
    const now = new Date('2027-12-31T23:00:00-08:00');
    const left = timeLeft(halloweenTarget(now), now.getTime());
    expect(left.expired).toBe(false);
    expect(left.days).toBe(304); // 2028 is a leap year
  });
});

describe('Halloween lead', () => {
  const lead = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 (858) 255-0282', serviceType: 'Delivery Only', message: 'Spooky but elegant' };

  it('becomes a quote of type "Halloween lead" with a description from service and message', () => {
    expect(leadQuoteRequest(lead)).toEqual({
      customerName: 'Ana Ruiz',
      customerEmail: 'ana@example.com',
      customerPhone: '+1 (858) 255-0282',
      projectType: 'Halloween lead',
      projectDescription: 'Halloween lead - Delivery Only. Message: Spooky but elegant',
    });
  });

  it('always has a description of at least 10 characters', () => {
    const request = leadQuoteRequest({ name: 'Bo', email: 'bo@example.com' });
    expect(request.projectDescription).toBe('Halloween lead - Not sure yet. Message: No additional message');
    expect(request.customerPhone).toBe('');
  });

  it('rejects a 9-digit phone and accepts +1 (858) 255-0282', () => {
    const issues = (phone: string) => v.safeParse(leadFormSchema, { ...lead, phone }).issues?.map((issue) => issue.message) ?? [];
    expect(issues('858 255 028')).toEqual(['Please enter a valid phone number']);
    expect(issues('+1 (858) 255-0282')).toEqual([]);
  });
});
