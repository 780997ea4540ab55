// The value of the gift: a preset, an amount of the guest's own within the restaurant's limits, or one of its
// experiences. Presets and experiences are toggle buttons (aria-pressed), as the booking page's choices are.
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOf, localized } from '../../../core/i18n/locale';
import type { GiftCardOffer } from '../../../core/schemas/vouchers';
import { amountInputText, formatMoney, parseAmount } from '../../../core/vouchers/money';
import { errorIdOf, FieldError } from './FieldError';
import type { GiftCardForm, GiftCardProblem } from './gift-card-form';

export function AmountChoice({
  offer,
  form,
  onChange,
  problem,
}: {
  offer: GiftCardOffer;
  form: GiftCardForm;
  onChange: (change: Partial<GiftCardForm>) => void;
  problem: GiftCardProblem | undefined;
}) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const money = (minor: number) => formatMoney(minor, offer.currency, intl.locale);
  const typed = form.experienceId === null ? parseAmount(form.amountText, offer.currency, intl.locale) : null;
  return (
    <fieldset className="gift-card__group">
      <legend>
        <FormattedMessage id="giftCard.amount.legend" />
      </legend>
      {offer.presets.length ? (
        <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'giftCard.amount.presets' })}>
          {offer.presets.map((preset) => (
            <button key={preset} type="button" className="chip" aria-pressed={typed === preset} onClick={() => onChange({ experienceId: null, amountText: amountInputText(preset, offer.currency, intl.locale) })}>
              {money(preset)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="gift-card-amount">
          <FormattedMessage id="giftCard.amount.custom" />
        </label>
        <input
          id="gift-card-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={form.experienceId === null ? form.amountText : ''}
          onChange={(event) => onChange({ experienceId: null, amountText: event.target.value })}
          aria-invalid={problem !== undefined}
          aria-describedby={`gift-card-amount-limits${problem ? ` ${errorIdOf('amount')}` : ''}`}
        />
        <span className="gift-card__hint" id="gift-card-amount-limits">
          <FormattedMessage id="giftCard.amount.limits" values={{ min: money(offer.minAmount), max: money(offer.maxAmount) }} />
        </span>
        <FieldError field="amount" problem={problem} />
      </div>
      {offer.experiences.length ? (
        <div className="gift-card__experiences" role="group" aria-label={intl.formatMessage({ id: 'giftCard.experience.legend' })}>
          <p className="gift-card__or">
            <FormattedMessage id="giftCard.experience.legend" />
          </p>
          {offer.experiences.map((experience) => (
            <button
              key={experience.id}
              type="button"
              className="chip gift-card__experience"
              aria-pressed={form.experienceId === experience.id}
              onClick={() => onChange({ experienceId: form.experienceId === experience.id ? null : experience.id })}
            >
              <span>{localized(experience.title, language, experience.id)}</span>
              <span className="gift-card__price">{money(experience.value)}</span>
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
