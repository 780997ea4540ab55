import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../api/client';
import { fetchOwnAppConfig, saveAppConfig } from '../../api/settings';
import { useRestaurant } from '../../app/restaurant-context';
import { supportedLanguages, type Language } from '../../i18n/locale';
import { Spinner } from '../../ui/Spinner';

const names: Record<Language, string> = { de: 'Deutsch', en: 'English', es: 'Español' };

/** Which languages guests see, in order; the first is the default (spec §1). */
export function LanguageSettings() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { restaurantId } = useRestaurant();
  const config = useQuery({ queryKey: ['settings', 'app-config'], queryFn: fetchOwnAppConfig });
  const [chosen, setChosen] = useState<Language[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (config.data) setChosen(config.data.languages as Language[]);
  }, [config.data]);
  const save = useMutation({
    mutationFn: () => saveAppConfig({ languages: chosen }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ['app-config', restaurantId] });
      await queryClient.invalidateQueries({ queryKey: ['settings', 'app-config'] });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  });
  if (!config.data) return <Spinner />;
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setChosen(next);
  };
  const unused = supportedLanguages.filter((language) => !chosen.includes(language));
  return (
    <div className="page page--narrow">
      <h1><FormattedMessage id="settings.page.language" /></h1>
      <div className="card form">
        <p><FormattedMessage id="settings.language.help" /></p>
        <ol className="order-list">
          {chosen.map((language, index) => (
            <li key={language} className="order-list__item">
              <span>
                {names[language]}
                {index === 0 ? <strong> · {intl.formatMessage({ id: 'settings.language.default' })}</strong> : null}
              </span>
              <span className="row">
                <button type="button" className="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={intl.formatMessage({ id: 'settings.language.up' }, { language: names[language] })}>↑</button>
                <button type="button" className="button" disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={intl.formatMessage({ id: 'settings.language.down' }, { language: names[language] })}>↓</button>
                <button type="button" className="button" disabled={chosen.length === 1} onClick={() => setChosen(chosen.filter((l) => l !== language))}>
                  <FormattedMessage id="settings.language.remove" />
                </button>
              </span>
            </li>
          ))}
        </ol>
        {unused.map((language) => (
          <button key={language} type="button" className="button" onClick={() => setChosen([...chosen, language])}>
            <FormattedMessage id="settings.language.add" values={{ language: names[language] }} />
          </button>
        ))}
        {error ? <p className="form__error" role="alert">{error}</p> : null}
        {save.isSuccess ? <p className="form__info" role="status"><FormattedMessage id="settings.saved" /></p> : null}
        <button type="button" className="button button--primary" disabled={save.isPending || chosen.length === 0} onClick={() => save.mutate()}>
          <FormattedMessage id="settings.save" />
        </button>
      </div>
    </div>
  );
}
