// The guest's gift-card page (/r/{id}/gift-cards, public, phone first; docs/decisions/012-vouchers.md). A lazy chunk
// of its own with only what the booking page loads too: no query library, no zod, no Stripe script — with an online
// provider the guest is sent to its hosted checkout page, and without one the voucher waits to be paid at the
// restaurant.
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOf, localized } from '../../../core/i18n/locale';
import type { GiftCardCheckoutAnswer, GiftCardOffer } from '../../../core/schemas/vouchers';
import { localDateOf } from '../../../core/time';
import { formatLocalDate, lastValidDay } from '../../../core/vouchers/money';
import { appQueryKeys } from '../../api/app-query-keys';
import { checkoutGiftCard, fetchGiftCardOffer } from '../../api/gift-cards';
import { prefetchResource, useResource } from '../../api/resource';
import { useRestOfMessages } from '../../i18n/I18nProvider';
import { messageForError } from '../../i18n/error-messages';
import type { PageProps } from '../../shell/page-props';
import { useRestaurant } from '../../shell/restaurant-context';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { AmountChoice } from './AmountChoice';
import { GiftCardFields } from './GiftCardFields';
import { GuestHeader } from '../../shell/GuestHeader';
import { PayAtRestaurant } from './PayAtRestaurant';
import { emptyGiftCardForm, giftCardCheckoutOf, giftCardFields, giftCardProblems, type GiftCardForm } from './gift-card-form';
import './gift-cards.css';

export function preload(restaurantId: string): void {
  prefetchResource(appQueryKeys.giftCardOffer(restaurantId), () => fetchGiftCardOffer(restaurantId));
}

export default function GiftCardsPage(_props: PageProps) {
  const { restaurantId, appConfig } = useRestaurant();
  const ready = useRestOfMessages();
  const offer = useResource(appQueryKeys.giftCardOffer(restaurantId), () => fetchGiftCardOffer(restaurantId as string), { enabled: Boolean(restaurantId), staleMs: 300_000 });
  const name = appConfig?.restaurantName ?? '';
  return (
    <div className="booking gift-card">
      <GuestHeader />
      <div className="booking__body">
        {!ready || offer.isPending ? <Spinner /> : null}
        {ready && offer.isError ? (
          <p className="form__error" role="alert">
            <FormattedMessage id="giftCard.loadFailed" />
          </p>
        ) : null}
        {ready && offer.data ? (
          offer.data.enabled ? (
            <Purchase offer={offer.data} restaurantId={restaurantId as string} restaurantName={name} />
          ) : (
            <>
              <h1>
                <FormattedMessage id="giftCard.title" values={{ name }} />
              </h1>
              <p className="notice" role="status">
                <FormattedMessage id="giftCard.notOffered" values={{ name }} />
              </p>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}

function Purchase({ offer, restaurantId, restaurantName }: { offer: GiftCardOffer; restaurantId: string; restaurantName: string }) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const [form, setForm] = useState<GiftCardForm>(emptyGiftCardForm);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<GiftCardCheckoutAnswer | null>(null);
  // A second tap while the first send is on its way does nothing (the state updates a render later).
  const inFlight = useRef(false);
  const today = localDateOf(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const problems = giftCardProblems(form, offer, intl.locale, today);
  const change = (next: Partial<GiftCardForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setShown(true);
    const first = giftCardFields.find((field) => problems[field]);
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      const answer = await checkoutGiftCard(restaurantId, giftCardCheckoutOf(form, offer, intl.locale, language));
      if (answer.checkoutUrl) {
        // Stripe's hosted page takes the payment; the button stays disabled while the browser leaves.
        window.location.assign(answer.checkoutUrl);
        return;
      }
      setOrdered(answer);
    } catch (error) {
      setFailure(messageForError(intl, error));
    }
    inFlight.current = false;
    setSending(false);
  }

  if (ordered) return <PayAtRestaurant answer={ordered} restaurantName={restaurantName} />;
  const terms = localized(offer.terms, language);
  const shownProblems = shown ? problems : {};
  return (
    <>
      <h1>
        <FormattedMessage id="giftCard.title" values={{ name: restaurantName }} />
      </h1>
      <p>
        <FormattedMessage id="giftCard.intro" />
      </p>
      <form className="form booking__form gift-card__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        <AmountChoice offer={offer} form={form} onChange={change} problem={shownProblems.amount} />
        <GiftCardFields form={form} onChange={change} problems={shownProblems} today={today} />
        <section className="gift-card__terms" aria-labelledby="gift-card-terms">
          <h2 id="gift-card-terms">
            <FormattedMessage id="giftCard.terms.title" />
          </h2>
          <p>
            <FormattedMessage id="giftCard.expiry" values={{ date: formatLocalDate(lastValidDay(offer.expiresAt), intl.locale) }} />
          </p>
          {terms ? <p className="gift-card__terms-text">{terms}</p> : null}
          <p>
            <FormattedMessage id={offer.payment === 'stripe' ? 'giftCard.payment.stripe' : 'giftCard.payment.atRestaurant'} values={{ name: restaurantName }} />
          </p>
        </section>
        <FormMessage text={failure} />
        <button type="submit" className="button button--primary button--large" disabled={sending}>
          <FormattedMessage id={sending ? 'giftCard.sending' : offer.payment === 'stripe' ? 'giftCard.submit.stripe' : 'giftCard.submit.atRestaurant'} />
        </button>
      </form>
    </>
  );
}
