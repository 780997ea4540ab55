import { useState, type FormEvent } from 'react';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { saveAppConfig, saveRestaurantSettings } from '../../api/settings';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { NameEmailFields } from '../../ui/NameEmailFields';

const timeZones = (current: string): string[] => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
};

/** Step 1: the name guests see, how they reach the restaurant, and the time zone its time slots are in. */
export function NameStep({ config, metadata, restaurantId, onNext }: { config: AppConfig; metadata: RestaurantMetadata; restaurantId: string; onNext: () => void }) {
  const [name, setName] = useState(config.restaurantName);
  const [email, setEmail] = useState(config.restaurantEmail);
  const [timeZone, setTimeZone] = useState(metadata.settings.timeZone);
  const [phone, setPhone] = useState(metadata.settings.contactPhone ?? '');
  const [address, setAddress] = useState(metadata.settings.address ?? '');
  const { mutation, error } = useStepSave({
    save: async () => {
      await saveRestaurantSettings({ name, settings: { timeZone, contactPhone: phone.trim() || null, address: address.trim() || null } });
      await saveAppConfig({ restaurantName: name, restaurantEmail: email.trim() });
    },
    reload: [queryKeys.metadata(), queryKeys.ownAppConfig(), queryKeys.appConfig(restaurantId)],
    then: onNext,
  });
  return (
    <form className="form" onSubmit={(event: FormEvent) => { event.preventDefault(); mutation.mutate(); }}>
      <Message id="setup.name.help" />
      <NameEmailFields nameLabelId="settings.app.name" emailLabelId="settings.app.email" name={name} email={email} onName={setName} onEmail={setEmail} autoComplete={{ name: 'organization', email: 'email' }} />
      <Field labelId="settings.rules.timeZone">
        <select value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {timeZones(timeZone).map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </select>
      </Field>
      <Field labelId="setup.name.phone">
        <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} maxLength={32} autoComplete="tel" />
      </Field>
      <Field labelId="setup.name.address">
        <input value={address} onChange={(event) => setAddress(event.target.value)} maxLength={500} autoComplete="street-address" />
      </Field>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      <StepActions busy={mutation.isPending} />
    </form>
  );
}
