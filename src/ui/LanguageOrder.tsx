import { FormattedMessage, useIntl } from 'react-intl';
import { languageNames, supportedLanguages, type Language } from '../../core/i18n/locale';

/** Each language in its own name, as a guest looking for theirs would read it. */

/**
 * Which languages guests see, in order; the first is the default (spec §1). At least one stays. Used by the language
 * settings and by restaurant onboarding.
 */
export function LanguageOrder({ value, onChange }: { value: readonly Language[]; onChange: (next: Language[]) => void }) {
  const intl = useIntl();
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  const unused = supportedLanguages.filter((language) => !value.includes(language));
  return (
    <>
      <ol className="order-list">
        {value.map((language, index) => (
          <li key={language} className="order-list__item">
            <span>
              {languageNames[language]}
              {index === 0 ? <strong> · {intl.formatMessage({ id: 'settings.language.default' })}</strong> : null}
            </span>
            <span className="row">
              <button type="button" className="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={intl.formatMessage({ id: 'settings.language.up' }, { language: languageNames[language] })}>↑</button>
              <button type="button" className="button" disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label={intl.formatMessage({ id: 'settings.language.down' }, { language: languageNames[language] })}>↓</button>
              <button type="button" className="button" disabled={value.length === 1} onClick={() => onChange(value.filter((l) => l !== language))}>
                <FormattedMessage id="settings.language.remove" />
              </button>
            </span>
          </li>
        ))}
      </ol>
      {unused.map((language) => (
        <button key={language} type="button" className="button" onClick={() => onChange([...value, language])}>
          <FormattedMessage id="settings.language.add" values={{ language: languageNames[language] }} />
        </button>
      ))}
    </>
  );
}
