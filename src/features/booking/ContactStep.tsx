// The contact stage (spec §4/§5): name, email and phone (with its country, ./PhoneField.tsx) with validity flags,
// booking prompts to accept, and a note. Loaded only when a guest reaches it, so libphonenumber-js stays out of the
// booking home's bundle.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isVoucherCode, normalizeVoucherCode } from '../../../core/vouchers/code';
import type { ContactValue, Prompt } from './contact-value';
import { isValidPhone, PhoneField } from './PhoneField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: each contact field has a validity flag; booking proceeds only when none is false. */
export function contactValidity(value: ContactValue) {
  return {
    name: value.name.trim().length > 0,
    email: emailPattern.test(value.email.trim()),
    phone: isValidPhone(value),
    // Optional; when given it must be a code (docs/decisions/012-vouchers.md), any case or grouping.
    voucherCode: value.voucherCode.trim() === '' || isVoucherCode(normalizeVoucherCode(value.voucherCode.trim())),
  };
}

/** After a refused submit the first field to mend has the focus (on a phone: the keyboard opens right there). */
export function focusFirstInvalid(form: HTMLFormElement, validity: ReturnType<typeof contactValidity>): void {
  const field = (['name', 'email', 'phone', 'voucherCode'] as const).find((name) => !validity[name]);
  const element = field ? form.elements.namedItem(field) : null;
  if (element instanceof HTMLElement) element.focus();
}

export default function ContactStep({
  value,
  onChange,
  prompts,
  onSubmit,
}: {
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  prompts: Prompt[];
  onSubmit: () => void;
}) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [touched, setTouched] = useState(false);
  const validity = contactValidity(value);
  const allAccepted = prompts.every((prompt) => accepted[prompt.key]);
  const canSubmit = validity.name && validity.email && validity.phone && validity.voucherCode && allAccepted;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (canSubmit) onSubmit();
    else focusFirstInvalid(event.currentTarget as HTMLFormElement, validity);
  }

  const invalid = (field: keyof typeof validity) => touched && !validity[field];
  return (
    <form className="form booking__form" onSubmit={submit} noValidate>
      <label className="field">
        <span>
          <FormattedMessage id="booking.contact.name" />
        </span>
        <input name="name" autoComplete="name" value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} aria-invalid={invalid('name')} required />
        {invalid('name') ? <span className="form__error"><FormattedMessage id="booking.contact.nameInvalid" /></span> : null}
      </label>
      <label className="field">
        <span>
          <FormattedMessage id="booking.contact.email" />
        </span>
        <input name="email" type="email" autoComplete="email" value={value.email} onChange={(event) => onChange({ ...value, email: event.target.value })} aria-invalid={invalid('email')} required />
        {invalid('email') ? <span className="form__error"><FormattedMessage id="booking.contact.emailInvalid" /></span> : null}
      </label>
      <PhoneField value={value} onChange={(phone) => onChange({ ...value, ...phone })} invalid={invalid('phone')} />
      <label className="field">
        <span>
          <FormattedMessage id="booking.contact.note" />
        </span>
        <textarea name="note" rows={2} maxLength={1000} value={value.note} onChange={(event) => onChange({ ...value, note: event.target.value })} />
      </label>
      <label className="field">
        <span>
          <FormattedMessage id="booking.contact.voucherCode" />
        </span>
        <input
          name="voucherCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={value.voucherCode}
          onChange={(event) => onChange({ ...value, voucherCode: event.target.value })}
          aria-invalid={invalid('voucherCode')}
        />
        {invalid('voucherCode') ? <span className="form__error"><FormattedMessage id="booking.contact.voucherCodeInvalid" /></span> : null}
      </label>
      {prompts.map((prompt) => (
        <div key={prompt.key} className="prompt">
          {prompt.title ? <h3>{prompt.title}</h3> : null}
          {prompt.text ? <p>{prompt.text}</p> : null}
          <label className="choice">
            <input type="checkbox" checked={accepted[prompt.key] ?? false} onChange={(event) => setAccepted({ ...accepted, [prompt.key]: event.target.checked })} />
            <span>{prompt.confirmation || intl.formatMessage({ id: 'booking.prompt.accept' })}</span>
          </label>
        </div>
      ))}
      {touched && !allAccepted ? <p className="form__error" role="alert"><FormattedMessage id="booking.prompt.required" /></p> : null}
      <button type="submit" className="button button--primary button--large">
        <FormattedMessage id="booking.contact.submit" />
      </button>
    </form>
  );
}
