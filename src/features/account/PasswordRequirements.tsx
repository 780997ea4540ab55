import { FormattedMessage } from 'react-intl';
import type { PasswordCheck } from '../../auth/firebase-client';

/** Spec §5: the provider's password policy, shown requirement by requirement. */
export function PasswordRequirements({ check, id }: { check: PasswordCheck | null; id: string }) {
  if (!check || check.isValid) return null;
  const rows: [boolean | undefined, string, Record<string, number>?][] = [
    [check.meetsMinLength, 'auth.password.minLength', { n: check.minLength ?? 6 }],
    [check.meetsMaxLength, 'auth.password.maxLength', { n: check.maxLength ?? 4096 }],
    [check.containsLowercase, 'auth.password.lowercase'],
    [check.containsUppercase, 'auth.password.uppercase'],
    [check.containsNumeric, 'auth.password.numeric'],
    [check.containsNonAlphanumeric, 'auth.password.special'],
  ];
  return (
    <ul className="requirements" id={id}>
      {rows
        .filter(([met]) => met === false)
        .map(([, messageId, values]) => (
          <li key={messageId}>
            <FormattedMessage id={messageId} values={values} />
          </li>
        ))}
    </ul>
  );
}
