import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { ApiError } from '../../api/client';
import { saveAppConfig, saveRestaurantSettings } from '../../api/settings';
import { useRestaurant } from '../../shell/restaurant-context';
import { ColorSchemeFields } from '../../ui/ColorSchemeFields';
import { Spinner } from '../../ui/Spinner';
import { BrandImagesForm } from './BrandImagesForm';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';

type Colors = Pick<AppConfig, 'COLOR_PRIMARY' | 'COLOR_SECONDARY' | 'COLOR_ACCENT'>;

/** The app config (spec §1) and the restaurant's booking rules; saving republishes the restaurant's files. */
export function AppConfigSettings() {
  const config = useQuery(queries.ownAppConfig());
  const metadata = useQuery(queries.metadata());
  if (!config.data || !metadata.data) return <Spinner />;
  return (
    <div className="page page--narrow">
      <h1><FormattedMessage id="settings.page.appConfig" /></h1>
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
  const save = useMutation({
    mutationFn: () => saveAppConfig({ restaurantName: name, restaurantEmail: email, ...colors, STRINGS: { BOOKING_SPECIALS: specials } }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.appConfig(restaurantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ownAppConfig() });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  });
  return (
    <form className="card form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }}>
      <label className="field">
        <span><FormattedMessage id="settings.app.name" /></span>
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
      </label>
      <label className="field">
        <span><FormattedMessage id="settings.app.email" /></span>
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
      </label>
      <ColorSchemeFields colors={colors} onChange={setColors} name={name} />
      <label className="field">
        <span><FormattedMessage id="settings.app.specials" /></span>
        <input value={specials} onChange={(event) => setSpecials(event.target.value)} maxLength={200} />
      </label>
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
  useEffect(() => setSettings(metadata.settings), [metadata.settings]);
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [settings.timeZone];
  const save = useMutation({
    mutationFn: () => saveRestaurantSettings({ settings }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.metadata() });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  });
  const number = (key: 'sameDayCutoffHour' | 'bookingHorizonDays' | 'partySizeMin' | 'partySizeMax', min: number, max: number) => (
    <label className="field">
      <span><FormattedMessage id={`settings.rules.${key}`} /></span>
      <input type="number" min={min} max={max} value={settings[key]} onChange={(event) => setSettings({ ...settings, [key]: Number(event.target.value) })} required />
    </label>
  );
  return (
    <form className="card form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }}>
      <h2><FormattedMessage id="settings.rules.title" /></h2>
      <label className="field">
        <span><FormattedMessage id="settings.rules.timeZone" /></span>
        <select value={settings.timeZone} onChange={(event) => setSettings({ ...settings, timeZone: event.target.value })}>
          {zones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
        </select>
      </label>
      {number('sameDayCutoffHour', 0, 24)}
      {number('bookingHorizonDays', 1, 365)}
      {number('partySizeMin', 1, 50)}
      {number('partySizeMax', 1, 50)}
      <label className="field">
        <span><FormattedMessage id="settings.rules.contactPhone" /></span>
        <input type="tel" value={settings.contactPhone ?? ''} onChange={(event) => setSettings({ ...settings, contactPhone: event.target.value || null })} maxLength={32} />
      </label>
      <label className="field">
        <span><FormattedMessage id="settings.rules.address" /></span>
        <input value={settings.address ?? ''} onChange={(event) => setSettings({ ...settings, address: event.target.value || null })} maxLength={500} />
      </label>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {save.isSuccess ? <p className="form__info" role="status">{intl.formatMessage({ id: 'settings.saved' })}</p> : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}><FormattedMessage id="settings.save" /></button>
    </form>
  );
}
