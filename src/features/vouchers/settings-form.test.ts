import { describe, expect, it } from 'vitest';
import { VoucherSettings } from '../../../core/schemas/vouchers';
import { defaultVoucherSettings } from '../../../core/vouchers/settings';
import { emptyExperienceRow, settingsFormOf, settingsOutcome } from './settings-form';

const settings: VoucherSettings = {
  ...defaultVoucherSettings('DE'),
  enabled: true,
  experiences: [{ id: 'tasting-for-two', title: { de: 'Degustation für zwei', en: 'Tasting for two' }, value: 15050, specialId: null }],
  terms: { de: 'Nicht in bar auszahlbar.' },
};

describe('the voucher settings form', () => {
  it('gives back the settings it was filled with, in every locale', () => {
    for (const locale of ['de-DE', 'en-US', 'es-MX']) {
      const form = settingsFormOf(settings, locale);
      const outcome = settingsOutcome(form, locale);
      expect(outcome.problems).toEqual({});
      expect(outcome.settings).toEqual(settings);
      expect(VoucherSettings.safeParse(outcome.settings).success).toBe(true);
    }
    expect(settingsFormOf(settings, 'de-DE').presetsText).toBe('25; 50; 100; 150');
  });

  it('refuses a validity below the legal floor, reversed limits and presets outside them', () => {
    const form = settingsFormOf(settings, 'de-DE');
    expect(settingsOutcome({ ...form, validityText: '2' }, 'de-DE').problems).toEqual({ validity: 'validityTooShort' });
    expect(settingsOutcome({ ...form, minText: '600' }, 'de-DE').problems).toMatchObject({ max: 'limitsReversed' });
    expect(settingsOutcome({ ...form, presetsText: '5; 50' }, 'de-DE').problems).toEqual({ presets: 'presetsInvalid' });
    expect(settingsOutcome({ ...form, currency: 'euro' }, 'de-DE').problems).toMatchObject({ currency: 'currencyInvalid' });
  });

  it('wants an id, a title and a value for each experience, each id once', () => {
    const form = settingsFormOf(settings, 'en-US');
    expect(settingsOutcome({ ...form, experiences: [...form.experiences, emptyExperienceRow] }, 'en-US').problems).toEqual({ experiences: 'experienceInvalid' });
    const twice = [...form.experiences, ...form.experiences];
    expect(settingsOutcome({ ...form, experiences: twice }, 'en-US').problems).toEqual({ experiences: 'experienceInvalid' });
  });
});
