// How a gift card is paid for (docs/decisions/012): Stripe Checkout when the server has a Stripe key, otherwise at the
// restaurant, where staff mark the voucher paid. The services see only this interface.
export interface CheckoutRequest {
  restaurantId: string;
  voucherId: string;
  amount: number;
  currency: string;
  /** What the buyer sees on the payment page. */
  description: string;
  buyerEmail: string;
  language: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The provider's session id (Stripe: cs_…), kept on the voucher so a webhook can be matched to it. */
  sessionId: string;
  /** Where the buyer pays. */
  url: string;
}

/** A payment event whose signature verified, in the terms the fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** For checkout session events: the session and what it says about its voucher. */
  session?: {
    id: string;
    paymentStatus: string;
    paymentIntentId: string | null;
    restaurantId: string | null;
    voucherId: string | null;
  };
}

export interface OnlinePayments {
  kind: 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Gives `amount` of the payment back to the buyer; answers the provider's id of the refund. */
  refund(paymentIntentId: string, amount: number, voucherId: string): Promise<string>;
  /** The event in `rawBody`, when `signature` proves it came from the provider; else an invalid_signature error. */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface PayAtRestaurant {
  kind: 'atRestaurant';
}

export type PaymentProvider = OnlinePayments | PayAtRestaurant;

export const payAtRestaurant: PayAtRestaurant = { kind: 'atRestaurant' };
