import { describe, expect, it } from 'vitest';
import { checkTestCard } from './local-provider.ts';
import { addMonthsUtc, grantsPremium, periodEndFor } from './plan-service.ts';

const d = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('adds calendar months in UTC, clamping to the last day of the month', () => {
    expect(addMonthsUtc(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(d('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(periodEndFor('yearly', d('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(periodEndFor('monthly', d('2026-03-10T00:00:00Z')).toISOString()).toBe('2026-04-10T00:00:00.000Z');
  });

  it('grants premium only for a live status before the period end', () => {
    const now = d('2026-05-01T00:00:00Z');
    const end = d('2026-06-01T00:00:00Z');
    expect(grantsPremium({ status: 'active', currentPeriodEnd: end }, now)).toBe(true);
    expect(grantsPremium({ status: 'past_due', currentPeriodEnd: end }, now)).toBe(true);
    expect(grantsPremium({ status: 'incomplete', currentPeriodEnd: end }, now)).toBe(false);
    expect(grantsPremium({ status: 'canceled', currentPeriodEnd: end }, now)).toBe(false);
    expect(grantsPremium({ status: 'active', currentPeriodEnd: now }, now)).toBe(false);
  });
});

describe('local test cards', () => {
  const now = d('2026-05-01T00:00:00Z');
  it('accepts 4242… and declines 4000…0002', () => {
    expect(checkTestCard({ cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toEqual({ ok: true });
    const declined = checkTestCard({ cardNumber: '4000-0000-0000-0002', expiry: '12/30', cvc: '1234' }, now);
    expect(declined).toMatchObject({ ok: false, declined: true });
  });
  it('refuses malformed numbers, past expiry and bad CVC, field by field', () => {
    const bad = checkTestCard({ cardNumber: '4242 4242 4242 4241', expiry: '04/26', cvc: '12' }, now);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);
    const other = checkTestCard({ cardNumber: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' }, now);
    expect(other).toMatchObject({ ok: false, declined: true });
  });
});
