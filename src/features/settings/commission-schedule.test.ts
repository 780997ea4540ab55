import { describe, expect, it } from 'vitest';
import { CommissionScheduleInput, type CommissionSchedule } from '../../../core/schemas/affiliates';
import { checkSchedule, valuesOf, type ScheduleValues } from './commission-schedule';

const base: ScheduleValues = { creator: '', basis: 'perCover', rate: '2,50', currency: 'EUR', fee: '10', window: '30', cap: '' };

describe('the commission schedule form', () => {
  it('reads money in minor units with either decimal mark, and the body passes the contract', () => {
    const outcome = checkSchedule(base, 'de');
    expect(outcome.body).toMatchObject({ basis: 'perCover', commissionRate: 250, commissionCurrency: 'EUR', platformFeePercentage: 10, attributionWindowDays: 30, capPerBooking: null, affiliateUserId: null });
    expect(CommissionScheduleInput.safeParse(outcome.body).success).toBe(true);
    expect(checkSchedule({ ...base, rate: '2.5', cap: '40' }, 'en').body).toMatchObject({ commissionRate: 250, capPerBooking: 4_000 });
  });

  it('reads a share of the spend as basis points, at most 100 %', () => {
    expect(checkSchedule({ ...base, basis: 'percentOfSpend', rate: '12,5', fee: '12.25' }, 'de').body).toMatchObject({ commissionRate: 1_250, platformFeePercentage: 12.25 });
    expect(checkSchedule({ ...base, basis: 'percentOfSpend', rate: '101' }, 'de').problems).toEqual({ rate: 'tooHigh' });
  });

  it('says what is wrong with each field', () => {
    expect(checkSchedule({ ...base, rate: '', currency: 'euro', fee: '120', window: '0', cap: 'x' }, 'en').problems).toEqual({ rate: 'missing', currency: 'invalid', fee: 'invalid', window: 'invalid', cap: 'invalid' });
    expect(checkSchedule({ ...base, window: '91' }, 'en').problems).toEqual({ window: 'invalid' });
    expect(checkSchedule({ ...base, fee: '10.125' }, 'en').body).toBeNull();
  });

  it('starts from the terms in force', () => {
    const row = { basis: 'percentOfSpend', commissionRate: 750, commissionCurrency: 'EUR', platformFeePercentage: 12.5, attributionWindowDays: 45, capPerBooking: 2_500, affiliateUserId: 'c1' } as CommissionSchedule;
    expect(valuesOf(row, 'de')).toEqual({ creator: 'c1', basis: 'percentOfSpend', rate: '7,5', currency: 'EUR', fee: '12,5', window: '45', cap: '25' });
  });
});
