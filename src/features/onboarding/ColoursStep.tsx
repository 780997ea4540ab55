import { useState, type FormEvent } from 'react';
import type { AppConfig } from '../../../core/schemas/restaurants';
import { saveAppConfig } from '../../api/settings';
import type { BrandColors } from '../../../core/theme/colors';
import { ColorSchemeFields } from '../../ui/ColorSchemeFields';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';

/** Step 3: the restaurant's colours, with the live preview of the app configuration settings. */
export function ColoursStep({ config, restaurantId, onBack, onNext }: { config: AppConfig; restaurantId: string; onBack: () => void; onNext: () => void }) {
  const [colors, setColors] = useState<BrandColors>({ COLOR_PRIMARY: config.COLOR_PRIMARY, COLOR_SECONDARY: config.COLOR_SECONDARY, COLOR_ACCENT: config.COLOR_ACCENT });
  const { mutation, error } = useStepSave({
    save: () => saveAppConfig(colors),
    reload: [queryKeys.ownAppConfig(), queryKeys.appConfig(restaurantId)],
    then: onNext,
  });
  return (
    <form className="form" onSubmit={(event: FormEvent) => { event.preventDefault(); mutation.mutate(); }}>
      <Message id="setup.colours.help" />
      <ColorSchemeFields colors={colors} onChange={setColors} name={config.restaurantName} />
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      <StepActions onBack={onBack} busy={mutation.isPending} />
    </form>
  );
}
