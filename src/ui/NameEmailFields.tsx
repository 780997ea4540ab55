import { Field } from './Field';

/**
 * A required name and email, as an invite and the set-up ask them: at most 120 and 254 characters (the server's
 * limits), the email checked by the browser. `autoComplete` is off where an admin types someone else's.
 */
export function NameEmailFields({
  nameLabelId,
  emailLabelId,
  name,
  email,
  onName,
  onEmail,
  autoComplete = { name: 'off', email: 'off' },
}: {
  nameLabelId: string;
  emailLabelId: string;
  name: string;
  email: string;
  onName(value: string): void;
  onEmail(value: string): void;
  autoComplete?: { name: string; email: string };
}) {
  return (
    <>
      <Field labelId={nameLabelId}>
        <input value={name} onChange={(event) => onName(event.target.value)} required maxLength={120} autoComplete={autoComplete.name} />
      </Field>
      <Field labelId={emailLabelId}>
        <input type="email" value={email} onChange={(event) => onEmail(event.target.value)} required maxLength={254} autoComplete={autoComplete.email} />
      </Field>
    </>
  );
}
