import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { setUserType } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import type { PasswordCheck } from '../../auth/firebase-client';
import { messageForError } from '../../i18n/error-messages';
import { authErrorCode, authErrorMessageId } from './auth-errors';

export type SignInMode = 'signIn' | 'signUp' | 'reset';
export type SignUpKind = 'invite' | 'affiliate';

/** The sign-in page's state and what its submit does in each mode (sign in, sign up with an invite, reset). */
export function useSignIn(invite: string | null) {
  const intl = useIntl();
  const auth = useAuth();
  const [mode, setModeState] = useState<SignInMode>(invite ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<SignUpKind>('invite');
  const [inviteCode, setInviteCode] = useState(invite ?? '');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const session = auth.session;

  const setMode = (next: SignInMode) => {
    setModeState(next);
    setError(null);
    setInfo(null);
  };

  const fail = (failure: unknown) => {
    const code = failure instanceof ApiError ? failure.code : authErrorCode(failure);
    if (failure instanceof ApiError) {
      setError(messageForError(intl, failure));
    } else {
      setError(intl.formatMessage({ id: authErrorMessageId(failure) }, { code }));
    }
    // Spec §8: a policy failure triggers the password policy check.
    if (code === 'auth/password-does-not-meet-requirements' || code === 'auth/weak-password') void session?.checkPassword(password).then(setCheck);
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

  const signInWithGoogle = () => void session?.signInWithGoogle().catch(fail);

  return { mode, setMode, email, setEmail, password, setPassword, kind, setKind, inviteCode, setInviteCode, error, info, check, busy, submit, signInWithGoogle };
}
