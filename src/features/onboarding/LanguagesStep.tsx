import { useState, type FormEvent } from 'react';
import type { AppConfig } from '../../../core/schemas/restaurants';
import { saveAppConfig } from '../../api/settings';
import type { Language } from '../../../core/i18n/locale';
import { LanguageOrder } from '../../ui/LanguageOrder';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';

/** Step 2: the languages guests see, in order; the first is the default (spec §1). */
export function LanguagesStep({ config, restaurantId, onBack, onNext }: { config: AppConfig; restaurantId: string; onBack: () => void; onNext: () => void }) {
  const [chosen, setChosen] = useState<Language[]>(config.languages as Language[]);
  const { mutation, error } = useStepSave({
    save: () => saveAppConfig({ languages: chosen }),
    reload: [queryKeys.ownAppConfig(), queryKeys.appConfig(restaurantId)],
    then: onNext,
  });
  return (
    <form className="form" onSubmit={(event: FormEvent) => { event.preventDefault(); mutation.mutate(); }}>
      <Message id="settings.language.help" />
      <LanguageOrder value={chosen} onChange={setChosen} />
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      <StepActions onBack={onBack} busy={mutation.isPending} disabled={chosen.length === 0} />
    </form>
  );
}
