import { describe, expect, it } from 'vitest';
import { VoucherAdjustment, VoucherIssue, VoucherRefund } from '../../../core/schemas/vouchers';
import { adjustmentOutcome, emptyIssueForm, issueOutcome, refundOutcome } from './voucher-forms';

const settings = { currency: 'EUR', experiences: [{ id: 'tasting-for-two', title: { en: 'Tasting for two', de: 'Degustation für zwei' }, value: 15000, specialId: 'tasting' }] };

describe('issuing a voucher by hand', () => {
  it('asks for an amount and the recipient', () => {
    expect(issueOutcome(emptyIssueForm, settings, 'de-DE', 'de').problems).toEqual({ amount: 'required', recipientName: 'required' });
    expect(issueOutcome({ ...emptyIssueForm, amountText: '0', recipientName: 'Ana', recipientEmail: 'x' }, settings, 'de-DE', 'de').problems).toEqual({
      amount: 'amountInvalid',
      recipientEmail: 'emailInvalid',
    });
  });

  it('builds the body of an amount and of an experience', () => {
    const amount = issueOutcome({ ...emptyIssueForm, amountText: '25,50', recipientName: ' Ana ', message: ' Sorry ', reason: 'Complaint' }, settings, 'de-DE', 'de');
    expect(amount.body).toEqual({ kind: 'amount', initialValue: 2550, currency: 'EUR', recipient: { name: 'Ana' }, message: 'Sorry', language: 'de', reason: 'Complaint' });
    expect(VoucherIssue.safeParse(amount.body).success).toBe(true);
    const experience = issueOutcome({ ...emptyIssueForm, kind: 'experience', experienceId: 'tasting-for-two', recipientName: 'Ana', recipientEmail: 'ana@example.com' }, settings, 'en-US', 'en');
    expect(experience.body).toMatchObject({ kind: 'experience', initialValue: 15000, title: settings.experiences[0]?.title, specialId: 'tasting', recipient: { name: 'Ana', email: 'ana@example.com' } });
    expect(VoucherIssue.safeParse(experience.body).success).toBe(true);
    expect(issueOutcome({ ...emptyIssueForm, kind: 'experience', recipientName: 'Ana' }, settings, 'en-US', 'en').problems).toEqual({ experience: 'required' });
  });
});

describe('adjusting and refunding', () => {
  it('reads a signed adjustment and wants a reason', () => {
    expect(adjustmentOutcome('-12,50', 'Counted twice', 'EUR', 'de-DE').body).toEqual({ amount: -1250, reason: 'Counted twice' });
    expect(adjustmentOutcome('+5', 'Goodwill', 'EUR', 'en-US').body).toEqual({ amount: 500, reason: 'Goodwill' });
    expect(adjustmentOutcome('5', ' ', 'EUR', 'en-US').problems).toEqual({ reason: 'required' });
    expect(adjustmentOutcome('0', 'x', 'EUR', 'en-US').problems).toEqual({ amount: 'amountInvalid' });
    expect(VoucherAdjustment.safeParse(adjustmentOutcome('-12.50', 'x', 'EUR', 'en-US').body).success).toBe(true);
  });

  it('refunds the whole balance without an amount', () => {
    expect(refundOutcome('', 'Guest moved away', 'EUR', 'es-ES').body).toEqual({ reason: 'Guest moved away' });
    expect(refundOutcome('20,00', 'Part', 'EUR', 'es-ES').body).toEqual({ amount: 2000, reason: 'Part' });
    expect(refundOutcome('abc', '', 'EUR', 'es-ES').problems).toEqual({ amount: 'amountInvalid', reason: 'required' });
    expect(VoucherRefund.safeParse(refundOutcome('', 'x', 'EUR', 'es-ES').body).success).toBe(true);
  });
});
