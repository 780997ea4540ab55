import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../auth/auth-context';
import { useFailureText } from '../../i18n/use-failure-text';
import { Message } from '../../ui/Message';

/** Spec §8: authentication errors land here; the page stays put on further 401s. */
export default function AuthFailedPage() {
  const auth = useAuth();
  const failureText = useFailureText();
  return (
    <div className="page page--narrow">
      <div className="card">
        <Message as="h1" id="authFailed.title" />
        <Message id="authFailed.text" />
        {auth.error ? <p className="form__error">{failureText(auth.error)}</p> : null}
        <div className="row">
          <button type="button" className="button button--primary" onClick={() => void auth.refresh()}>
            <FormattedMessage id="authFailed.retry" />
          </button>
          <button type="button" className="button" onClick={() => void auth.signOut()}>
            <FormattedMessage id="auth.signOut" />
          </button>
        </div>
      </div>
    </div>
  );
}
