// The voucher settings as the form edits them (texts, as typed) and back (docs/decisions/012-vouchers.md): amounts
// in the page's locale, presets separated by spaces or semicolons (a comma may be the decimal mark), validity never
// below the legal floor, experiences with a title per language, terms per language.
import { supportedLanguages, type Language } from '../../../core/i18n/locale';
import { maxVoucherMinor, type VoucherExperience, type VoucherSettings } from '../../../core/schemas/vouchers';
import { legalMinimumValidityYears } from '../../../core/vouchers/expiry';
import { amountInputText, parseAmount } from '../../../core/vouchers/money';

export interface ExperienceRow {
  id: string;
  title: Record<Language, string>;
  valueText: string;
  specialId: string;
}

export interface SettingsForm {
  enabled: boolean;
  currency: string;
  presetsText: string;
  minText: string;
  maxText: string;
  reviewText: string;
  validityText: string;
  experiences: ExperienceRow[];
  terms: Record<Language, string>;
}

export type SettingsProblem = 'required' | 'amountInvalid' | 'currencyInvalid' | 'presetsInvalid' | 'limitsReversed' | 'validityTooShort' | 'experienceInvalid';
export type SettingsField = 'currency' | 'presets' | 'min' | 'max' | 'review' | 'validity' | 'experiences';

const perLanguage = (text: Readonly<Partial<Record<string, string>>>): Record<Language, string> =>
  Object.fromEntries(supportedLanguages.map((language) => [language, text[language] ?? ''])) as Record<Language, string>;
const written = (text: Record<Language, string>) => Object.fromEntries(Object.entries(text).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));

export function settingsFormOf(settings: VoucherSettings, locale: string): SettingsForm {
  const money = (minor: number) => amountInputText(minor, settings.currency, locale);
  return {
    enabled: settings.enabled,
    currency: settings.currency,
    presetsText: settings.presets.map(money).join('; '),
    minText: money(settings.minAmount),
    maxText: money(settings.maxAmount),
    reviewText: money(settings.reviewAbove),
    validityText: String(settings.validityYears),
    experiences: settings.experiences.map((experience) => ({ id: experience.id, title: perLanguage(experience.title), valueText: money(experience.value), specialId: experience.specialId ?? '' })),
    terms: perLanguage(settings.terms),
  };
}

export const emptyExperienceRow: ExperienceRow = { id: '', title: perLanguage({}), valueText: '', specialId: '' };

const validAmount = (minor: number | null): minor is number => minor !== null && minor >= 1 && minor <= maxVoucherMinor;

function experienceOf(row: ExperienceRow, currency: string, locale: string): VoucherExperience | null {
  const value = parseAmount(row.valueText, currency, locale);
  const title = written(row.title);
  if (!/^[a-z0-9-]{1,40}$/.test(row.id) || !validAmount(value) || Object.keys(title).length === 0) return null;
  return { id: row.id, title, value, specialId: row.specialId.trim() || null };
}

export function settingsOutcome(form: SettingsForm, locale: string): { problems: Partial<Record<SettingsField, SettingsProblem>>; settings: VoucherSettings | null } {
  const currency = form.currency.trim().toUpperCase();
  const currencyValid = /^[A-Z]{3}$/.test(currency);
  // Amounts of a mistyped currency are read as two-decimal ones, so the form names that one mistake only.
  const amount = (text: string) => parseAmount(text, currencyValid ? currency : 'EUR', locale);
  const presetTexts = form.presetsText.split(/[;\s]+/).filter(Boolean);
  const presets = presetTexts.map(amount);
  const [min, max, review] = [amount(form.minText), amount(form.maxText), amount(form.reviewText)];
  const validity = Number(form.validityText);
  const experiences = form.experiences.map((row) => experienceOf(row, currencyValid ? currency : 'EUR', locale));
  const ids = form.experiences.map((row) => row.id);
  const problems: Partial<Record<SettingsField, SettingsProblem | undefined>> = {
    currency: currencyValid ? undefined : 'currencyInvalid',
    min: validAmount(min) ? undefined : 'amountInvalid',
    max: !validAmount(max) ? 'amountInvalid' : validAmount(min) && min > max ? 'limitsReversed' : undefined,
    review: validAmount(review) ? undefined : 'amountInvalid',
    presets: presets.length > 6 || !presets.every((preset) => validAmount(preset) && (!validAmount(min) || preset >= min) && (!validAmount(max) || preset <= max)) ? 'presetsInvalid' : undefined,
    validity: !Number.isInteger(validity) || validity > 30 ? 'required' : validity < legalMinimumValidityYears ? 'validityTooShort' : undefined,
    experiences: experiences.some((experience) => experience === null) || new Set(ids).size !== ids.length ? 'experienceInvalid' : undefined,
  };
  const found = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Partial<Record<SettingsField, SettingsProblem>>;
  if (Object.keys(found).length) return { problems: found, settings: null };
  return {
    problems: {},
    settings: {
      enabled: form.enabled,
      currency,
      presets: presets as number[],
      minAmount: min as number,
      maxAmount: max as number,
      reviewAbove: review as number,
      validityYears: validity,
      experiences: experiences as VoucherExperience[],
      terms: written(form.terms),
    },
  };
}
