import type { CountryCode } from 'libphonenumber-js/min';

export interface ContactValue {
  name: string;
  email: string;
  country: CountryCode;
  phone: string;
  note: string;
  /** A voucher the guest means to pay with (docs/decisions/012-vouchers.md), as typed; optional. */
  voucherCode: string;
}

export interface Prompt {
  key: string;
  title: string;
  text: string;
  confirmation: string;
}

/** Spec §3: the phone country defaults to Germany. */
export const emptyContact: ContactValue = { name: '', email: '', country: 'DE', phone: '', note: '', voucherCode: '' };

/** The voucher page's "book a table" link carries the code as `?voucher=`: the contact step starts with it. */
export function contactFromAddress(search: string): ContactValue {
  const voucherCode = new URLSearchParams(search).get('voucher')?.trim().slice(0, 64) ?? '';
  return { ...emptyContact, voucherCode };
}
