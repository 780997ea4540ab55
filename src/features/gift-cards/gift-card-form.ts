// The gift-card form's values and the one check of them before sending (docs/decisions/012-vouchers.md): an amount
// within the restaurant's limits or one of its experiences, the recipient, delivery now or on a later date, the
// buyer. Each refusal names its field, so the page puts the words under that field; the body is built only when none
// is refused, in the shape of GiftCardCheckout.
import type { Language } from '../../../core/i18n/locale';
import type { GiftCardCheckout, GiftCardOffer } from '../../../core/schemas/vouchers';
import { addDays } from '../../../core/time';
import { parseAmount } from '../../../core/vouchers/money';

export interface GiftCardForm {
  /** An experience's id, or null for an amount. */
  experienceId: string | null;
  /** The amount as typed (a preset fills it in). */
  amountText: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverLater: boolean;
  deliveryDate: string;
  buyerName: string;
  buyerEmail: string;
}

export const emptyGiftCardForm: GiftCardForm = {
  experienceId: null,
  amountText: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverLater: false,
  deliveryDate: '',
  buyerName: '',
  buyerEmail: '',
};

export type GiftCardField = 'amount' | 'recipientName' | 'recipientEmail' | 'message' | 'deliveryDate' | 'buyerName' | 'buyerEmail';
/** The order the fields stand on the page: after a refused send the first refused one gets the focus. */
export const giftCardFields: readonly GiftCardField[] = ['amount', 'recipientName', 'recipientEmail', 'message', 'deliveryDate', 'buyerName', 'buyerEmail'];

export type GiftCardProblem = 'required' | 'amountInvalid' | 'amountTooLow' | 'amountTooHigh' | 'emailInvalid' | 'tooLong' | 'dateInvalid';
export type GiftCardProblems = Partial<Record<GiftCardField, GiftCardProblem>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const messageMaxLength = 500;
const nameMaxLength = 120;
/** A delivery date at most this far ahead: a gift for next year's birthday, not a typo of the year. */
export const deliveryDaysAhead = 366;

const nameProblem = (name: string): GiftCardProblem | undefined => (name.trim() === '' ? 'required' : name.trim().length > nameMaxLength ? 'tooLong' : undefined);

function amountProblem(form: GiftCardForm, offer: GiftCardOffer, locale: string): GiftCardProblem | undefined {
  if (form.experienceId !== null) return offer.experiences.some((experience) => experience.id === form.experienceId) ? undefined : 'required';
  if (form.amountText.trim() === '') return 'required';
  const amount = parseAmount(form.amountText, offer.currency, locale);
  if (amount === null) return 'amountInvalid';
  if (amount < offer.minAmount) return 'amountTooLow';
  if (amount > offer.maxAmount) return 'amountTooHigh';
  return undefined;
}

/** What is wrong with the form; `today` is the guest's local date (YYYY-MM-DD). */
export function giftCardProblems(form: GiftCardForm, offer: GiftCardOffer, locale: string, today: string): GiftCardProblems {
  const problems: GiftCardProblems = {
    amount: amountProblem(form, offer, locale),
    recipientName: nameProblem(form.recipientName),
    recipientEmail: form.recipientEmail.trim() !== '' && !emailPattern.test(form.recipientEmail.trim()) ? 'emailInvalid' : undefined,
    message: form.message.trim().length > messageMaxLength ? 'tooLong' : undefined,
    deliveryDate: form.deliverLater && !(form.deliveryDate > today && form.deliveryDate <= addDays(today, deliveryDaysAhead)) ? 'dateInvalid' : undefined,
    buyerName: nameProblem(form.buyerName),
    buyerEmail: form.buyerEmail.trim() === '' ? 'required' : emailPattern.test(form.buyerEmail.trim()) ? undefined : 'emailInvalid',
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** The checkout body of a form without problems. */
export function giftCardCheckoutOf(form: GiftCardForm, offer: GiftCardOffer, locale: string, language: Language): GiftCardCheckout {
  const recipientEmail = form.recipientEmail.trim();
  const message = form.message.trim();
  const amount = form.experienceId === null ? (parseAmount(form.amountText, offer.currency, locale) ?? undefined) : undefined;
  return {
    ...(form.experienceId === null ? { amount } : { experienceId: form.experienceId }),
    recipient: { name: form.recipientName.trim(), ...(recipientEmail ? { email: recipientEmail } : {}) },
    ...(message ? { message } : {}),
    ...(form.deliverLater ? { deliveryDate: form.deliveryDate } : {}),
    buyer: { name: form.buyerName.trim(), email: form.buyerEmail.trim() },
    language,
  };
}
