import { useFailureText } from '../../i18n/use-failure-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { saveAppConfig } from '../../api/settings';
import { useRestaurant } from '../../shell/restaurant-context';
import type { Language } from '../../../core/i18n/locale';
import { LanguageOrder } from '../../ui/LanguageOrder';
import { Spinner } from '../../ui/Spinner';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';

/** Which languages guests see, in order; the first is the default (spec §1). */
export function LanguageSettings() {
  const queryClient = useQueryClient();
  const { restaurantId } = useRestaurant();
  const config = useQuery(queries.ownAppConfig());
  const [chosen, setChosen] = useState<Language[]>([]);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  useEffect(() => {
    if (config.data) setChosen(config.data.languages as Language[]);
  }, [config.data]);
  const save = useMutation({
    mutationFn: () => saveAppConfig({ languages: chosen }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.appConfig(restaurantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ownAppConfig() });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  if (!config.data) return <Spinner />;
  return (
    <div className="page page--narrow">
      <Message as="h1" id="settings.page.language" />
      <div className="card form">
        <Message id="settings.language.help" />
        <LanguageOrder value={chosen} onChange={setChosen} />
        {error ? <p className="form__error" role="alert">{error}</p> : null}
        {save.isSuccess ? <p className="form__info" role="status"><FormattedMessage id="settings.saved" /></p> : null}
        <button type="button" className="button button--primary" disabled={save.isPending || chosen.length === 0} onClick={() => save.mutate()}>
          <FormattedMessage id="settings.save" />
        </button>
      </div>
    </div>
  );
}
