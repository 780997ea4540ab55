import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { setUserType, validateAffiliateUsername } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { landingPath } from '../../shell/guard';
import { guardUserOf } from '../../shell/guard-user';
import { Spinner } from '../../ui/Spinner';
import { Field } from '../../ui/Field';
import { FormMessage } from '../../ui/FormMessage';
import { RadioList } from '../../ui/RadioChoice';
import { Message } from '../../ui/Message';
import { InviteCodeField } from './InviteCodeField';

/** Spec §2 user onboarding: become restaurant staff (through an invite) or a creator. */
type AccountKind = 'Restaurant' | 'Affiliate';

const accountKinds: readonly { value: AccountKind; labelId: string }[] = [
  { value: 'Restaurant', labelId: 'onboarding.restaurant' },
  { value: 'Affiliate', labelId: 'onboarding.affiliate' },
];

export default function UserOnboardingPage() {
  const intl = useIntl();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<AccountKind>('Restaurant');
  const [inviteCode, setInviteCode] = useState(() => new URLSearchParams(location.search).get('invite') ?? '');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (auth.ready && !auth.identity) navigate('/login', { replace: true });
    const user = guardUserOf(auth.me);
    if (user?.type) navigate(landingPath(user, null), { replace: true });
  }, [auth.ready, auth.identity, auth.me, navigate]);

  if (!auth.ready) return <Spinner />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (kind === 'Affiliate' && username) {
        const check = await validateAffiliateUsername(username);
        if (!check.valid || !check.available) {
          setError(intl.formatMessage({ id: check.valid ? 'onboarding.usernameTaken' : 'onboarding.usernameInvalid' }));
          return;
        }
      }
      await setUserType(kind === 'Restaurant' ? { type: 'Restaurant', inviteCode: inviteCode.trim() } : { type: 'Affiliate', ...(username ? { username } : {}) });
      await auth.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code === 'invalid_invite' ? intl.formatMessage({ id: 'onboarding.invalidInvite' }) : intl.formatMessage({ id: 'onboarding.failed' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page page--narrow">
      <form className="card form" onSubmit={(event) => void submit(event)}>
        <Message as="h1" id="onboarding.title" />
        <RadioList legendId="onboarding.question" name="kind" options={accountKinds} value={kind} onChange={setKind} />
        {kind === 'Restaurant' ? (
          <InviteCodeField value={inviteCode} onChange={setInviteCode} />
        ) : (
          <Field labelId="onboarding.username">
            <input value={username} onChange={(event) => setUsername(event.target.value.toLowerCase())} pattern="[a-z0-9][a-z0-9_-]{2,39}" autoComplete="username" />
          </Field>
        )}
        <FormMessage text={error} />
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id="onboarding.continue" />
        </button>
      </form>
    </div>
  );
}
