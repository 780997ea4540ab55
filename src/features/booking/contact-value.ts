import type { CountryCode } from 'libphonenumber-js/min';

export interface ContactValue {
  name: string;
  email: string;
  country: CountryCode;
  phone: string;
  note: string;
}

export interface Prompt {
  key: string;
  title: string;
  text: string;
  confirmation: string;
}

/** Spec §3: the phone country defaults to Germany. */
export const emptyContact: ContactValue = { name: '', email: '', country: 'DE', phone: '', note: '' };
