import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { authenticateChild } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { device } from '../../storage/device';
import { queries } from '../../api/queries';
import { Field } from '../../ui/Field';
import { FormMessage } from '../../ui/FormMessage';
import { Message } from '../../ui/Message';

/** Spec §4/§6: a shared account with child users — pick who you are and enter your PIN. */
export function ChildAuthPanel() {
  const intl = useIntl();
  const auth = useAuth();
  const children = useQuery(queries.children());
  const [userId, setUserId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await authenticateChild(userId, pin);
      device.childSession.set(result.childSession);
      await auth.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code === 'access_denied' ? intl.formatMessage({ id: 'childAuth.wrongPin' }) : intl.formatMessage({ id: 'auth.error.generic' }, { code: failure instanceof ApiError ? failure.code : 'unknown' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)}>
      <Message as="h2" id="childAuth.title" />
      <p>
        <FormattedMessage id="childAuth.text" values={{ account: auth.childAuthUser?.email ?? '' }} />
      </p>
      <fieldset className="choice-list">
        <Message as="legend" id="childAuth.who" />
        {(children.data?.items ?? []).map((child) => (
          <label key={child._id} className="choice">
            <input type="radio" name="child" value={child._id} checked={userId === child._id} onChange={() => setUserId(child._id)} required />
            <span>{child.publicInformation.displayName ?? child.username ?? child._id}</span>
          </label>
        ))}
      </fieldset>
      <Field labelId="childAuth.pin">
        <input type="password" inputMode="numeric" autoComplete="off" pattern="[0-9]{4,8}" value={pin} onChange={(event) => setPin(event.target.value)} required />
      </Field>
      <FormMessage text={error} />
      <button type="submit" className="button button--primary" disabled={busy || !userId}>
        <FormattedMessage id="childAuth.submit" />
      </button>
      <button type="button" className="button button--link" onClick={() => void auth.signOut()}>
        <FormattedMessage id="auth.signOut" />
      </button>
    </form>
  );
}
