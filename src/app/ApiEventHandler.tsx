// Acts on the API client's events once for the whole app (spec §8 "Handling"): an authentication error goes to the
// authentication-failed page, a permissions error is shown where the person is, a missing type or restaurant goes
// to user onboarding. What to do is ./api-events.ts's pure decision.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { forgetOverride } from '../api/forget-override';
import { onApiEvent, type ApiError } from '../api/client';
import { device } from '../storage/device';
import { useAuth } from '../auth/auth-context';
import { actionFor, type ApiEventSituation } from './api-events';

export function ApiEventHandler() {
  const [location, navigate] = useLocation();
  const auth = useAuth();
  const [permissionError, setPermissionError] = useState<ApiError | null>(null);
  const [overrideEnded, setOverrideEnded] = useState(false);
  const { refresh } = auth;
  // The listener reads the latest situation without subscribing again on every render.
  const situation = useRef<ApiEventSituation>({ pathname: location, signedIn: false, userType: null, online: true });
  situation.current = {
    pathname: location,
    // Only a token the server refuses is an authentication error: a request sent without one (a guest, or a stored
    // profile whose session Firebase has not restored) is not, and the guard sends the signed-out to Login.
    signedIn: auth.identity !== null,
    userType: auth.me?.type ?? null,
    online: navigator.onLine,
  };

  useEffect(
    () =>
      onApiEvent((event) => {
        const action = actionFor(event, { ...situation.current, online: navigator.onLine });
        if (action.kind === 'permissionDenied') setPermissionError(action.error);
        else if (action.kind === 'authFailed' && action.to) navigate(action.to, { replace: true });
        else if (action.kind === 'onboarding') navigate(action.to, { replace: true });
        else if (action.kind === 'overrideEnded' && device.adminOverrideSession.get()) {
          // Several requests may be refused at once: the first forgets the override, the others find none.
          const actedAsUser = Boolean(device.adminUserIdOverride.get());
          forgetOverride();
          setOverrideEnded(true);
          void (actedAsUser ? refresh() : Promise.resolve()).then(() => navigate(action.to, { replace: true }));
        }
      }),
    [navigate, refresh],
  );
  // A notice belongs to the screen it was refused on.
  useEffect(() => setPermissionError(null), [location]);

  if (overrideEnded) return <Notice messageId="override.endedNotice" onDismiss={() => setOverrideEnded(false)} />;
  if (!permissionError) return null;
  return <Notice messageId="app.permissionDenied" onDismiss={() => setPermissionError(null)} />;
}

/** A refusal the person should read before going on, with a button that puts it away. */
function Notice({ messageId, onDismiss }: { messageId: string; onDismiss(): void }) {
  return (
    <div className="permission-notice" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className="button" onClick={onDismiss}>
        <FormattedMessage id="app.permissionDenied.dismiss" />
      </button>
    </div>
  );
}
