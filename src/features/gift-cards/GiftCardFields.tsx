// The gift-card form below the amount: who it is for, the message, when it arrives, who gives it.
import { FormattedMessage } from 'react-intl';
import { addDays } from '../../../core/time';
import { deliveryDaysAhead, messageMaxLength, type GiftCardForm, type GiftCardProblems } from './gift-card-form';
import { TextField } from './TextField';

export function GiftCardFields({ form, onChange, problems, today }: { form: GiftCardForm; onChange: (change: Partial<GiftCardForm>) => void; problems: GiftCardProblems; today: string }) {
  return (
    <>
      <fieldset className="gift-card__group">
        <legend>
          <FormattedMessage id="giftCard.recipient.legend" />
        </legend>
        <TextField field="recipientName" labelId="giftCard.recipient.name" value={form.recipientName} onValue={(recipientName) => onChange({ recipientName })} problem={problems.recipientName} autoComplete="off" required />
        <TextField field="recipientEmail" labelId="giftCard.recipient.email" type="email" value={form.recipientEmail} onValue={(recipientEmail) => onChange({ recipientEmail })} problem={problems.recipientEmail} autoComplete="off" />
        <TextField field="message" labelId="giftCard.message" multiline maxLength={messageMaxLength} value={form.message} onValue={(message) => onChange({ message })} problem={problems.message} />
      </fieldset>
      <fieldset className="gift-card__group">
        <legend>
          <FormattedMessage id="giftCard.delivery.legend" />
        </legend>
        <label className="choice">
          <input type="radio" name="delivery" checked={!form.deliverLater} onChange={() => onChange({ deliverLater: false })} />
          <span>
            <FormattedMessage id="giftCard.delivery.now" />
          </span>
        </label>
        <label className="choice">
          <input type="radio" name="delivery" checked={form.deliverLater} onChange={() => onChange({ deliverLater: true })} />
          <span>
            <FormattedMessage id="giftCard.delivery.later" />
          </span>
        </label>
        {form.deliverLater ? (
          <TextField
            field="deliveryDate"
            labelId="giftCard.delivery.date"
            type="date"
            min={addDays(today, 1)}
            max={addDays(today, deliveryDaysAhead)}
            value={form.deliveryDate}
            onValue={(deliveryDate) => onChange({ deliveryDate })}
            problem={problems.deliveryDate}
          />
        ) : null}
      </fieldset>
      <fieldset className="gift-card__group">
        <legend>
          <FormattedMessage id="giftCard.buyer.legend" />
        </legend>
        <TextField field="buyerName" labelId="giftCard.buyer.name" value={form.buyerName} onValue={(buyerName) => onChange({ buyerName })} problem={problems.buyerName} autoComplete="name" required />
        <TextField field="buyerEmail" labelId="giftCard.buyer.email" type="email" value={form.buyerEmail} onValue={(buyerEmail) => onChange({ buyerEmail })} problem={problems.buyerEmail} autoComplete="email" required />
      </fieldset>
    </>
  );
}
