import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { saveAppConfig, saveRestaurantSettings } from '../../api/settings';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { queryKeys } from '../../api/query-keys';

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
      <p><FormattedMessage id="setup.name.help" /></p>
      <label className="field">
        <span><FormattedMessage id="settings.app.name" /></span>
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} autoComplete="organization" />
      </label>
      <label className="field">
        <span><FormattedMessage id="settings.app.email" /></span>
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required maxLength={254} autoComplete="email" />
      </label>
      <label className="field">
        <span><FormattedMessage id="settings.rules.timeZone" /></span>
        <select value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {timeZones(timeZone).map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </select>
      </label>
      <label className="field">
        <span><FormattedMessage id="setup.name.phone" /></span>
        <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} maxLength={32} autoComplete="tel" />
      </label>
      <label className="field">
        <span><FormattedMessage id="setup.name.address" /></span>
        <input value={address} onChange={(event) => setAddress(event.target.value)} maxLength={500} autoComplete="street-address" />
      </label>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      <StepActions busy={mutation.isPending} />
    </form>
  );
}
