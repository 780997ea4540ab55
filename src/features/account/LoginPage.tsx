import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { device } from '../../storage/device';
import { Spinner } from '../../ui/Spinner';
import { landingPath } from '../../shell/guard';
import { guardUserOf } from '../../shell/guard-user';
import { ChildAuthPanel } from './ChildAuthPanel';
import { ConfirmReset } from './ConfirmReset';
import { SignInForms } from './SignInForms';

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
