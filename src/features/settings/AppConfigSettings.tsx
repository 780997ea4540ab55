import { useFailureText } from '../../i18n/use-failure-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { saveAppConfig, saveRestaurantSettings } from '../../api/settings';
import { useRestaurant } from '../../shell/restaurant-context';
import { ColorSchemeFields } from '../../ui/ColorSchemeFields';
import { Spinner } from '../../ui/Spinner';
import { BrandImagesForm } from './BrandImagesForm';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';

type Colors = Pick<AppConfig, 'COLOR_PRIMARY' | 'COLOR_SECONDARY' | 'COLOR_ACCENT'>;

/** The app config (spec §1) and the restaurant's booking rules; saving republishes the restaurant's files. */
export function AppConfigSettings() {
  const config = useQuery(queries.ownAppConfig());
  const metadata = useQuery(queries.metadata());
  if (!config.data || !metadata.data) return <Spinner />;
  return (
    <div className="page page--narrow">
      <Message as="h1" id="settings.page.appConfig" />
      <AppConfigForm config={config.data} />
      <BrandImagesForm config={config.data} />
      <RestaurantRulesForm metadata={metadata.data} />
    </div>
  );
}

function AppConfigForm({ config }: { config: AppConfig }) {
  const queryClient = useQueryClient();
  const { restaurantId } = useRestaurant();
  const [name, setName] = useState(config.restaurantName);
  const [email, setEmail] = useState(config.restaurantEmail);
  const [colors, setColors] = useState<Colors>({ COLOR_PRIMARY: config.COLOR_PRIMARY, COLOR_SECONDARY: config.COLOR_SECONDARY, COLOR_ACCENT: config.COLOR_ACCENT });
  const [specials, setSpecials] = useState(config.STRINGS.BOOKING_SPECIALS);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  const save = useMutation({
    mutationFn: () => saveAppConfig({ restaurantName: name, restaurantEmail: email, ...colors, STRINGS: { BOOKING_SPECIALS: specials } }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.appConfig(restaurantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ownAppConfig() });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  return (
    <form className="card form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }}>
      <Field labelId="settings.app.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
      </Field>
      <Field labelId="settings.app.email">
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
      </Field>
      <ColorSchemeFields colors={colors} onChange={setColors} name={name} />
      <Field labelId="settings.app.specials">
        <input value={specials} onChange={(event) => setSpecials(event.target.value)} maxLength={200} />
      </Field>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {save.isSuccess ? <p className="form__info" role="status"><FormattedMessage id="settings.saved" /></p> : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}><FormattedMessage id="settings.save" /></button>
    </form>
  );
}

function RestaurantRulesForm({ metadata }: { metadata: RestaurantMetadata }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(metadata.settings);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  useEffect(() => setSettings(metadata.settings), [metadata.settings]);
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [settings.timeZone];
  const save = useMutation({
    mutationFn: () => saveRestaurantSettings({ settings }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.metadata() });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const number = (key: 'sameDayCutoffHour' | 'bookingHorizonDays' | 'partySizeMin' | 'partySizeMax', min: number, max: number) => (
    <Field labelId={`settings.rules.${key}`}>
      <input type="number" min={min} max={max} value={settings[key]} onChange={(event) => setSettings({ ...settings, [key]: Number(event.target.value) })} required />
    </Field>
  );
  return (
    <form className="card form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }}>
      <Message as="h2" id="settings.rules.title" />
      <Field labelId="settings.rules.timeZone">
        <select value={settings.timeZone} onChange={(event) => setSettings({ ...settings, timeZone: event.target.value })}>
          {zones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </select>
      </Field>
      {number('sameDayCutoffHour', 0, 24)}
      {number('bookingHorizonDays', 1, 365)}
      {number('partySizeMin', 1, 50)}
      {number('partySizeMax', 1, 50)}
      <Field labelId="settings.rules.contactPhone">
        <input type="tel" value={settings.contactPhone ?? ''} onChange={(event) => setSettings({ ...settings, contactPhone: event.target.value || null })} maxLength={32} />
      </Field>
      <Field labelId="settings.rules.address">
        <input value={settings.address ?? ''} onChange={(event) => setSettings({ ...settings, address: event.target.value || null })} maxLength={500} />
      </Field>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {save.isSuccess ? <p className="form__info" role="status">{intl.formatMessage({ id: 'settings.saved' })}</p> : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}><FormattedMessage id="settings.save" /></button>
    </form>
  );
}
