import { useIntl } from 'react-intl';
import { chooseLanguage } from '../i18n/I18nProvider';
import { languageNames, languageOf, supportedLanguages, type Language } from '../../core/i18n/locale';
import { useRestaurant } from './restaurant-context';


/** A plain select: keyboard- and screen-reader-friendly everywhere, including phones. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { appConfig } = useRestaurant();
  const offered = (appConfig?.languages ?? supportedLanguages) as readonly Language[];
  if (offered.length < 2) return null;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{intl.formatMessage({ id: 'language.label' })}</span>
      <select
        value={languageOf(intl.locale) ?? offered[0]}
        onChange={(event) => chooseLanguage(event.target.value as Language)}
      >
        {offered.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
