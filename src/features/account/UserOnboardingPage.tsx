import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { setUserType, validateAffiliateUsername } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { landingPath } from '../../shell/guard';
import { guardUserOf } from '../../shell/guard-user';
import { Spinner } from '../../ui/Spinner';

/** Spec §2 user onboarding: become restaurant staff (through an invite) or a creator. */
export default function UserOnboardingPage() {
  const intl = useIntl();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<'Restaurant' | 'Affiliate'>('Restaurant');
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
        <h1>
          <FormattedMessage id="onboarding.title" />
        </h1>
        <fieldset className="choice-list">
          <legend>
            <FormattedMessage id="onboarding.question" />
          </legend>
          <label className="choice">
            <input type="radio" name="kind" checked={kind === 'Restaurant'} onChange={() => setKind('Restaurant')} />
            <span>
              <FormattedMessage id="onboarding.restaurant" />
            </span>
          </label>
          <label className="choice">
            <input type="radio" name="kind" checked={kind === 'Affiliate'} onChange={() => setKind('Affiliate')} />
            <span>
              <FormattedMessage id="onboarding.affiliate" />
            </span>
          </label>
        </fieldset>
        {kind === 'Restaurant' ? (
          <label className="field">
            <span>
              <FormattedMessage id="onboarding.inviteCode" />
            </span>
            <input value={inviteCode} onChange={(event) => setInviteCode(event.target.value)} required autoComplete="off" />
          </label>
        ) : (
          <label className="field">
            <span>
              <FormattedMessage id="onboarding.username" />
            </span>
            <input value={username} onChange={(event) => setUsername(event.target.value.toLowerCase())} pattern="[a-z0-9][a-z0-9_-]{2,39}" autoComplete="username" />
          </label>
        )}
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id="onboarding.continue" />
        </button>
      </form>
    </div>
  );
}
