import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { setUserType } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import type { PasswordCheck } from '../../auth/firebase-client';
import { device } from '../../storage/device';
import { Spinner } from '../../ui/Spinner';
import { landingPath } from '../../shell/guard';
import { guardUserOf } from '../../shell/guard-user';
import { authErrorCode, authErrorMessageId } from './auth-errors';
import { ChildAuthPanel } from './ChildAuthPanel';
import { PasswordRequirements } from './PasswordRequirements';
import { messageForError } from '../../i18n/error-messages';

type Mode = 'signIn' | 'signUp' | 'reset';

export default function LoginPage() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(location.search);
  const resetCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;

  useEffect(() => {
    const user = guardUserOf(auth.me);
    if (!user || auth.childAuthUser) return;
    const remembered = device.preSignInRoute.get();
    device.preSignInRoute.set(null);
    navigate(user.type ? landingPath(user, remembered) : '/user/onboarding', { replace: true });
  }, [auth.me, auth.childAuthUser, navigate]);

  if (!auth.ready || !auth.session) return <Spinner />;
  if (auth.childAuthUser) return <div className="page page--narrow"><ChildAuthPanel /></div>;
  if (resetCode) return <div className="page page--narrow"><ConfirmReset code={resetCode} /></div>;
  return (
    <div className="page page--narrow">
      <SignInForms invite={params.get('invite')} />
    </div>
  );
}

function SignInForms({ invite }: { invite: string | null }) {
  const intl = useIntl();
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>(invite ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'invite' | 'affiliate'>(invite ? 'invite' : 'invite');
  const [inviteCode, setInviteCode] = useState(invite ?? '');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const session = auth.session;
  if (!session) return null;

  const fail = (failure: unknown) => {
    const code = failure instanceof ApiError ? failure.code : authErrorCode(failure);
    if (failure instanceof ApiError) {
      setError(messageForError(intl, failure));
    } else {
      setError(intl.formatMessage({ id: authErrorMessageId(failure) }, { code }));
    }
    // Spec §8: a policy failure triggers the password policy check.
    if (code === 'auth/password-does-not-meet-requirements' || code === 'auth/weak-password') void session.checkPassword(password).then(setCheck);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      if (mode === 'signIn') {
        await session.signIn(email.trim(), password);
      } else if (mode === 'signUp') {
        const policy = await session.checkPassword(password);
        setCheck(policy);
        if (!policy.isValid) return;
        await session.signUp(email.trim(), password);
        await setUserType(kind === 'invite' ? { type: 'Restaurant', inviteCode: inviteCode.trim() } : { type: 'Affiliate' });
        await auth.refresh();
      } else {
        await session.sendPasswordReset(email.trim());
        setInfo(intl.formatMessage({ id: 'auth.reset.sent' }));
      }
    } catch (failure) {
      if (mode === 'reset') setError(intl.formatMessage({ id: 'auth.reset.sendFailed' }));
      else fail(failure);
      // A sign-up whose invite failed still created the account: onboarding takes over from there.
      if (mode === 'signUp' && failure instanceof ApiError) await auth.refresh();
    } finally {
      setBusy(false);
    }
  }

  const titleId = { signIn: 'auth.signIn', signUp: 'auth.signUp', reset: 'auth.reset.title' }[mode];
  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby="login-title" noValidate={false}>
      <h1 id="login-title">
        <FormattedMessage id={titleId} />
      </h1>
      <div className="tabs" role="tablist" aria-label={intl.formatMessage({ id: 'auth.modes' })}>
        {(['signIn', 'signUp', 'reset'] as const).map((candidate) => (
          <button key={candidate} type="button" role="tab" aria-selected={mode === candidate} className="tab" onClick={() => { setMode(candidate); setError(null); setInfo(null); }}>
            <FormattedMessage id={{ signIn: 'auth.signIn', signUp: 'auth.signUp', reset: 'auth.reset.tab' }[candidate]} />
          </button>
        ))}
      </div>
      <label className="field">
        <span>
          <FormattedMessage id="auth.email" />
        </span>
        <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </label>
      {mode !== 'reset' ? (
        <label className="field">
          <span>
            <FormattedMessage id="auth.password" />
          </span>
          <input
            type="password"
            name="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="password-requirements"
            required
            minLength={mode === 'signUp' ? 6 : undefined}
          />
        </label>
      ) : null}
      {mode === 'signUp' ? (
        <>
          <PasswordRequirements check={check} id="password-requirements" />
          <fieldset className="choice-list">
            <legend>
              <FormattedMessage id="auth.signUp.kind" />
            </legend>
            <label className="choice">
              <input type="radio" name="kind" checked={kind === 'invite'} onChange={() => setKind('invite')} />
              <span>
                <FormattedMessage id="auth.signUp.staff" />
              </span>
            </label>
            <label className="choice">
              <input type="radio" name="kind" checked={kind === 'affiliate'} onChange={() => setKind('affiliate')} />
              <span>
                <FormattedMessage id="auth.signUp.affiliate" />
              </span>
            </label>
          </fieldset>
          {kind === 'invite' ? (
            <label className="field">
              <span>
                <FormattedMessage id="onboarding.inviteCode" />
              </span>
              <input name="inviteCode" autoComplete="off" value={inviteCode} onChange={(event) => setInviteCode(event.target.value)} required />
            </label>
          ) : null}
        </>
      ) : null}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {info ? (
        <p className="form__info" role="status">
          {info}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        <FormattedMessage id={mode === 'reset' ? 'auth.reset.send' : titleId} />
      </button>
      {mode === 'signIn' && auth.clientConfig?.googleSignIn ? (
        <button type="button" className="button" disabled={busy} onClick={() => void session.signInWithGoogle().catch(fail)}>
          <FormattedMessage id="auth.google" />
        </button>
      ) : null}
    </form>
  );
}

function ConfirmReset({ code }: { code: string }) {
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
      <h1>
        <FormattedMessage id="auth.reset.newPassword" />
      </h1>
      {email ? <p>{email}</p> : null}
      <label className="field">
        <span>
          <FormattedMessage id="auth.password" />
        </span>
        <input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required aria-describedby="reset-requirements" />
      </label>
      <PasswordRequirements check={check} id="reset-requirements" />
      {message ? (
        <p className={message.kind === 'error' ? 'form__error' : 'form__info'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        <FormattedMessage id="auth.reset.confirm" />
      </button>
    </form>
  );
}
