import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { useDarkMode } from '../theme/ThemeProvider';
import { Icon } from './icons';

/** Spec §2: logo, dark-mode toggle and the profile picture linking to login. */
export function AffiliateBar() {
  const intl = useIntl();
  const { me } = useAuth();
  const [dark, setDark] = useDarkMode();
  const picture = me?.publicInformation.profilePictureURL;
  return (
    <header className="affiliate-bar">
      <Link href="/c/overview" className="affiliate-bar__logo">
        {intl.formatMessage({ id: 'app.name' })}
      </Link>
      <button type="button" className="icon-button" aria-pressed={dark} aria-label={intl.formatMessage({ id: 'nav.darkMode' })} onClick={() => setDark(!dark)}>
        <Icon name="Dark" />
      </button>
      <Link href="/login" className="icon-button" aria-label={intl.formatMessage({ id: 'nav.profile' })}>
        {picture ? <img src={picture} alt="" className="avatar" /> : <Icon name="Profile" />}
      </Link>
    </header>
  );
}
