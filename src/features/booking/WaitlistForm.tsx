import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../api/client';
import { joinWaitlist } from '../../api/booking';

/** A full day offers the waitlist (spec §1). */
export function WaitlistForm({ restaurantId, date, partySize, language }: { restaurantId: string; date: string; partySize: number; language: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    try {
      await joinWaitlist(restaurantId, { day: date, partySize, customer: { name, email, phone }, language });
      setState('done');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : '');
      setState('failed');
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
    <form className="form card" onSubmit={(event) => void submit(event)}>
      <h3>
        <FormattedMessage id="booking.waitlist.title" />
      </h3>
      <p>
        <FormattedMessage id="booking.waitlist.text" />
      </p>
      <label className="field">
        <span><FormattedMessage id="booking.contact.name" /></span>
        <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" required />
      </label>
      <label className="field">
        <span><FormattedMessage id="booking.contact.email" /></span>
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
      </label>
      <label className="field">
        <span><FormattedMessage id="booking.contact.phone" /></span>
        <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="tel" required />
      </label>
      {state === 'failed' ? <p className="form__error" role="alert">{message || <FormattedMessage id="booking.error.generic" />}</p> : null}
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        <FormattedMessage id="booking.waitlist.join" />
      </button>
    </form>
  );
}
