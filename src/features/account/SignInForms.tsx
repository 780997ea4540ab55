import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../auth/auth-context';
import type { PasswordCheck } from '../../auth/firebase-client';
import { Field } from '../../ui/Field';
import { FormMessage } from '../../ui/FormMessage';
import { RadioList } from '../../ui/RadioChoice';
import { InviteCodeField } from './InviteCodeField';
import { PasswordRequirements } from './PasswordRequirements';
import { useSignIn, type SignInMode, type SignUpKind } from './use-sign-in';

const titleIds: Record<SignInMode, string> = { signIn: 'auth.signIn', signUp: 'auth.signUp', reset: 'auth.reset.title' };
const tabIds: Record<SignInMode, string> = { signIn: 'auth.signIn', signUp: 'auth.signUp', reset: 'auth.reset.tab' };

/** Sign in, sign up (staff with an invite, or affiliate) and "forgot password", as tabs of one form. */
export function SignInForms({ invite }: { invite: string | null }) {
  const intl = useIntl();
  const auth = useAuth();
  const form = useSignIn(invite);
  const { mode } = form;
  if (!auth.session) return null;

  const titleId = titleIds[mode];
  return (
    <form className="card form" onSubmit={(event) => void form.submit(event)} aria-labelledby="login-title" noValidate={false}>
      <h1 id="login-title">
        <FormattedMessage id={titleId} />
      </h1>
      <div className="tabs" role="tablist" aria-label={intl.formatMessage({ id: 'auth.modes' })}>
        {(['signIn', 'signUp', 'reset'] as const).map((candidate) => (
          <button key={candidate} type="button" role="tab" aria-selected={mode === candidate} className="tab" onClick={() => form.setMode(candidate)}>
            <FormattedMessage id={tabIds[candidate]} />
          </button>
        ))}
      </div>
      <Field labelId="auth.email">
        <input type="email" name="email" autoComplete="email" value={form.email} onChange={(event) => form.setEmail(event.target.value)} required />
      </Field>
      {mode !== 'reset' ? (
        <Field labelId="auth.password">
          <input
            type="password"
            name="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            aria-describedby="password-requirements"
            required
            minLength={mode === 'signUp' ? 6 : undefined}
          />
        </Field>
      ) : null}
      {mode === 'signUp' ? <SignUpFields {...form} /> : null}
      <FormMessage text={form.error} />
      <FormMessage text={form.info} kind="info" />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        <FormattedMessage id={mode === 'reset' ? 'auth.reset.send' : titleId} />
      </button>
      {mode === 'signIn' && auth.clientConfig?.googleSignIn ? (
        <button type="button" className="button" disabled={form.busy} onClick={form.signInWithGoogle}>
          <FormattedMessage id="auth.google" />
        </button>
      ) : null}
    </form>
  );
}

interface SignUpFieldsProps {
  check: PasswordCheck | null;
  kind: SignUpKind;
  setKind(kind: SignUpKind): void;
  inviteCode: string;
  setInviteCode(code: string): void;
}

const signUpKinds: readonly { value: SignUpKind; labelId: string }[] = [
  { value: 'invite', labelId: 'auth.signUp.staff' },
  { value: 'affiliate', labelId: 'auth.signUp.affiliate' },
];

function SignUpFields({ check, kind, setKind, inviteCode, setInviteCode }: SignUpFieldsProps) {
  return (
    <>
      <PasswordRequirements check={check} id="password-requirements" />
      <RadioList legendId="auth.signUp.kind" name="kind" options={signUpKinds} value={kind} onChange={setKind} />
      {kind === 'invite' ? <InviteCodeField value={inviteCode} onChange={setInviteCode} /> : null}
    </>
  );
}
