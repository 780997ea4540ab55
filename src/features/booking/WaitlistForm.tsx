import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { joinWaitlist } from '../../api/booking';
import { ApiError } from '../../api/client';
import type { ContactValue } from './contact-value';
import { contactValidity, focusFirstInvalid } from './ContactStep';
import { internationalPhone, PhoneField } from './PhoneField';
import { messageForError } from '../../i18n/error-messages';
import { Message } from '../../ui/Message';

/**
 * A full day offers the waitlist (spec §1). The contact details are checked as the booking's are, and the phone goes
 * out with its country (E.164), so the restaurant can call back a guest from abroad too. Loaded only when offered.
 */
export default function WaitlistForm({
  restaurantId,
  date,
  partySize,
  language,
  contact,
  onContactChange: setContact,
  onTableFree,
}: {
  restaurantId: string;
  date: string;
  partySize: number;
  language: string;
  /** The booking's contact details: what the guest types here is there when a table frees up and they book it. */
  contact: ContactValue;
  onContactChange: (contact: ContactValue) => void;
  /** The server found a table for the party on the day after all: the page reads the day afresh. */
  onTableFree: () => void;
}) {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const validity = contactValidity(contact);
  const invalid = (field: keyof typeof validity) => touched && !validity[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!(validity.name && validity.email && validity.phone)) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement, validity);
      return;
    }
    setState('sending');
    try {
      const customer = { name: contact.name.trim(), email: contact.email.trim(), phone: internationalPhone(contact) };
      await joinWaitlist(restaurantId, { day: date, partySize, customer, language });
      setState('done');
    } catch (error) {
      setMessage(messageForError(intl, error));
      setState('failed');
      if (error instanceof ApiError && error.code === 'tables_available') onTableFree();
    }
  }
  if (state === 'done') {
    return (
      <p className="notice" role="status">
        <FormattedMessage id="booking.waitlist.done" />
      </p>
    );
  }
  return (
    <form className="form card" onSubmit={(event) => void submit(event)} noValidate>
      <Message as="h3" id="booking.waitlist.title" />
      <Message id="booking.waitlist.text" />
      <label className="field">
        <span><FormattedMessage id="booking.contact.name" /></span>
        <input name="name" value={contact.name} onChange={(event) => setContact({ ...contact, name: event.target.value })} autoComplete="name" aria-invalid={invalid('name')} required />
        {invalid('name') ? <span className="form__error"><FormattedMessage id="booking.contact.nameInvalid" /></span> : null}
      </label>
      <label className="field">
        <span><FormattedMessage id="booking.contact.email" /></span>
        <input name="email" type="email" value={contact.email} onChange={(event) => setContact({ ...contact, email: event.target.value })} autoComplete="email" aria-invalid={invalid('email')} required />
        {invalid('email') ? <span className="form__error"><FormattedMessage id="booking.contact.emailInvalid" /></span> : null}
      </label>
      <PhoneField value={contact} onChange={(phone) => setContact({ ...contact, ...phone })} invalid={invalid('phone')} />
      {state === 'failed' ? <p className="form__error" role="alert">{message}</p> : null}
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        <FormattedMessage id="booking.waitlist.join" />
      </button>
    </form>
  );
}
