// A voucher's words in the buyer's language (de, en, es), for its emails and its PDF, like every user-visible string.
import type { Language } from '../../../core/schemas/common';

export interface VoucherText {
  /** The buyer's email: the purchase went through, the voucher is attached. */
  buyerSubject: (restaurant: string) => string;
  buyerBody: (buyer: string, restaurant: string, value: string, recipient: string) => string;
  /** Whom it is for, when it goes out to the recipient later. */
  scheduled: (recipient: string, date: string) => string;
  /** The recipient's email: someone gave them a voucher. */
  recipientSubject: (restaurant: string) => string;
  recipientBody: (recipient: string, buyer: string, restaurant: string, value: string) => string;
  open: string;
  closing: (restaurant: string) => string;
  /** The PDF's lines. */
  title: string;
  forWhom: (recipient: string) => string;
  code: string;
  validUntil: (date: string) => string;
  scan: string;
  /** What Stripe's payment page says is bought. */
  lineItem: (restaurant: string) => string;
}

export const voucherText: Record<Language, VoucherText> = {
  en: {
    buyerSubject: (restaurant) => `Your gift card for ${restaurant}`,
    buyerBody: (buyer, restaurant, value, recipient) => `Hello ${buyer},\n\nthank you: your gift card for ${restaurant} worth ${value} for ${recipient} is paid. It is attached as a PDF.`,
    scheduled: (recipient, date) => `${recipient} gets it by email on ${date}.`,
    recipientSubject: (restaurant) => `A gift card for ${restaurant}`,
    recipientBody: (recipient, buyer, restaurant, value) => `Hello ${recipient},\n\n${buyer} gives you a gift card for ${restaurant} worth ${value}. It is attached as a PDF.`,
    open: 'See the gift card and its balance:',
    closing: (restaurant) => `We look forward to seeing you.\n${restaurant}`,
    title: 'Gift card',
    forWhom: (recipient) => `For ${recipient}`,
    code: 'Code',
    validUntil: (date) => `Valid until ${date}`,
    scan: 'Scan the code or open the link to see the gift card and book a table:',
    lineItem: (restaurant) => `Gift card for ${restaurant}`,
  },
  de: {
    buyerSubject: (restaurant) => `Ihr Gutschein für ${restaurant}`,
    buyerBody: (buyer, restaurant, value, recipient) => `Hallo ${buyer},\n\nvielen Dank: Ihr Gutschein für ${restaurant} über ${value} für ${recipient} ist bezahlt. Er hängt als PDF an.`,
    scheduled: (recipient, date) => `${recipient} erhält ihn am ${date} per E-Mail.`,
    recipientSubject: (restaurant) => `Ein Gutschein für ${restaurant}`,
    recipientBody: (recipient, buyer, restaurant, value) => `Hallo ${recipient},\n\n${buyer} schenkt Ihnen einen Gutschein für ${restaurant} über ${value}. Er hängt als PDF an.`,
    open: 'Gutschein und Guthaben ansehen:',
    closing: (restaurant) => `Wir freuen uns auf Ihren Besuch.\n${restaurant}`,
    title: 'Gutschein',
    forWhom: (recipient) => `Für ${recipient}`,
    code: 'Code',
    validUntil: (date) => `Gültig bis ${date}`,
    scan: 'Code scannen oder Link öffnen, um den Gutschein zu sehen und einen Tisch zu reservieren:',
    lineItem: (restaurant) => `Gutschein für ${restaurant}`,
  },
  es: {
    buyerSubject: (restaurant) => `Tu tarjeta regalo para ${restaurant}`,
    buyerBody: (buyer, restaurant, value, recipient) => `Hola ${buyer}:\n\ngracias: tu tarjeta regalo para ${restaurant} por ${value} para ${recipient} está pagada. La encontrarás adjunta en PDF.`,
    scheduled: (recipient, date) => `${recipient} la recibirá por correo el ${date}.`,
    recipientSubject: (restaurant) => `Una tarjeta regalo para ${restaurant}`,
    recipientBody: (recipient, buyer, restaurant, value) => `Hola ${recipient}:\n\n${buyer} te regala una tarjeta regalo para ${restaurant} por ${value}. La encontrarás adjunta en PDF.`,
    open: 'Ver la tarjeta regalo y su saldo:',
    closing: (restaurant) => `Te esperamos con ilusión.\n${restaurant}`,
    title: 'Tarjeta regalo',
    forWhom: (recipient) => `Para ${recipient}`,
    code: 'Código',
    validUntil: (date) => `Válida hasta el ${date}`,
    scan: 'Escanea el código o abre el enlace para ver la tarjeta regalo y reservar mesa:',
    lineItem: (restaurant) => `Tarjeta regalo para ${restaurant}`,
  },
};
