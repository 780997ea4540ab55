import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../auth/auth-context';
import type { PasswordCheck } from '../../auth/firebase-client';
import { Field } from '../../ui/Field';
import { FormMessage } from '../../ui/FormMessage';
import { PasswordRequirements } from './PasswordRequirements';
import { Message } from '../../ui/Message';

/** The form a password-reset link opens: a new password for the account the code names. */
export function ConfirmReset({ code }: { code: string }) {
  const intl = useIntl();
  const { session } = useAuth();
  const [email, setEmail] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  useEffect(() => {
    session?.verifyResetCode(code).then(setEmail, () => setInvalid(true));
  }, [session, code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    const policy = await session.checkPassword(password);
    setCheck(policy);
    if (!policy.isValid) return;
    try {
      await session.confirmReset(code, password);
      setMessage({ kind: 'info', text: intl.formatMessage({ id: 'auth.reset.done' }) });
    } catch {
      setMessage({ kind: 'error', text: intl.formatMessage({ id: 'auth.reset.failed' }) });
    }
  }

  if (invalid) {
    return (
      <p className="form__error card" role="alert">
        <FormattedMessage id="auth.reset.invalidCode" />
      </p>
    );
  }
  return (
    <form className="card form" onSubmit={(event) => void submit(event)}>
      <Message as="h1" id="auth.reset.newPassword" />
      {email ? <p>{email}</p> : null}
      <Field labelId="auth.password">
        <input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required aria-describedby="reset-requirements" />
      </Field>
      <PasswordRequirements check={check} id="reset-requirements" />
      <FormMessage text={message?.text} kind={message?.kind} />
      <button type="submit" className="button button--primary">
        <FormattedMessage id="auth.reset.confirm" />
      </button>
    </form>
  );
}
