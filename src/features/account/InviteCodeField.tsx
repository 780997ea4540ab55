import { Field } from '../../ui/Field';

/** The code of a restaurant's invitation (spec §6), asked at sign-up and on the account's first screen. */
export function InviteCodeField({ value, onChange }: { value: string; onChange(code: string): void }) {
  return (
    <Field labelId="onboarding.inviteCode">
      <input name="inviteCode" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} required />
    </Field>
  );
}
