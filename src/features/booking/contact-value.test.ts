import { describe, expect, it } from 'vitest';
import { contactValidity } from './ContactStep';
import { contactFromAddress, emptyContact } from './contact-value';

describe('the voucher code in the contact step', () => {
  it('starts with the code the voucher page put in the address', () => {
    expect(contactFromAddress('?step=contact&voucher=welc-3me2-dema-2345').voucherCode).toBe('welc-3me2-dema-2345');
    expect(contactFromAddress('').voucherCode).toBe('');
  });

  it('is optional, and when given must be a code in any case or grouping', () => {
    const filled = { ...emptyContact, name: 'Ana', email: 'ana@example.test', phone: '151 5550100' };
    expect(contactValidity(filled).voucherCode).toBe(true);
    expect(contactValidity({ ...filled, voucherCode: 'welc 3me2 dema 2345' }).voucherCode).toBe(true);
    expect(contactValidity({ ...filled, voucherCode: 'WELC-3ME2' }).voucherCode).toBe(false);
  });
});
