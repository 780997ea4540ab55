import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-context';
import { chooseLanguage } from '../i18n/I18nProvider';
import { languageNames, supportedLanguages, type Language } from '../../core/i18n/locale';
import { useRestaurant } from './restaurant-context';
import { Icon } from './icons';


/** Profile actions: who is signed in, the language, sign out. Radix supplies the accessible menu behaviour. */
export function ProfileMenu() {
  const intl = useIntl();
  const { me, signOut } = useAuth();
  const { appConfig } = useRestaurant();
  const offered = (appConfig?.languages ?? supportedLanguages) as readonly Language[];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav__item" aria-label={intl.formatMessage({ id: 'nav.profile' })}>
        <Icon name="Profile" />
        <span className="nav__label">
          <FormattedMessage id="nav.profile" />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side="right" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">{me?.email ?? me?.publicInformation.displayName ?? ''}</DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Label className="menu__label">
            <FormattedMessage id="language.label" />
          </DropdownMenu.Label>
          {offered.map((language) => (
            <DropdownMenu.Item key={language} className="menu__item" onSelect={() => chooseLanguage(language)}>
              {languageNames[language]}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => void signOut()}>
            <FormattedMessage id="auth.signOut" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
