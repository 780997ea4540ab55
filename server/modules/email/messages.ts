// Guest emails in the guest's language (de, en, es), like every user-visible string.
import type { Language } from '../../../core/schemas/common';

export interface ConfirmationText {
  subject: (restaurant: string) => string;
  greeting: (name: string) => string;
  confirmed: (restaurant: string, when: string, partySize: number) => string;
  area: (area: string) => string;
  manage: string;
  /** The line with the restaurant's phone. */
  call: (phone: string) => string;
  calendar: string;
  closing: (restaurant: string) => string;
}

export const confirmationText: Record<Language, ConfirmationText> = {
  en: {
    subject: (restaurant) => `Your table at ${restaurant} is booked`,
    greeting: (name) => `Hello ${name},`,
    confirmed: (restaurant, when, partySize) => `your table for ${partySize} at ${restaurant} on ${when} is confirmed.`,
    area: (area) => `Area: ${area}`,
    manage: 'See, change or cancel your reservation:',
    call: (phone) => `Questions, or a change the link cannot make? Call us: ${phone}`,
    calendar: 'The attached calendar file adds the reservation to your calendar.',
    closing: (restaurant) => `We look forward to seeing you.\n${restaurant}`,
  },
  de: {
    subject: (restaurant) => `Ihr Tisch im ${restaurant} ist reserviert`,
    greeting: (name) => `Hallo ${name},`,
    confirmed: (restaurant, when, partySize) => `Ihr Tisch für ${partySize} Personen im ${restaurant} am ${when} ist bestätigt.`,
    area: (area) => `Bereich: ${area}`,
    manage: 'Reservierung ansehen, ändern oder stornieren:',
    call: (phone) => `Fragen, oder eine Änderung, die der Link nicht kann? Rufen Sie uns an: ${phone}`,
    calendar: 'Mit der angehängten Kalenderdatei tragen Sie die Reservierung in Ihren Kalender ein.',
    closing: (restaurant) => `Wir freuen uns auf Ihren Besuch.\n${restaurant}`,
  },
  es: {
    subject: (restaurant) => `Tu mesa en ${restaurant} está reservada`,
    greeting: (name) => `Hola ${name}:`,
    confirmed: (restaurant, when, partySize) => `tu mesa para ${partySize} en ${restaurant} el ${when} está confirmada.`,
    area: (area) => `Zona: ${area}`,
    manage: 'Ver, cambiar o cancelar tu reserva:',
    call: (phone) => `¿Preguntas, o un cambio que el enlace no permite? Llámanos: ${phone}`,
    calendar: 'El archivo de calendario adjunto añade la reserva a tu calendario.',
    closing: (restaurant) => `Te esperamos con ilusión.\n${restaurant}`,
  },
};

/** A waitlist entry that staff turned into a reservation: the same email, telling the guest a table freed up. */
export const waitlistConfirmedText: Record<Language, ConfirmationText> = {
  en: {
    ...confirmationText.en,
    subject: (restaurant) => `A table at ${restaurant} is free for you`,
    confirmed: (restaurant, when, partySize) => `good news: a table freed up. Your table for ${partySize} at ${restaurant} on ${when} is reserved.`,
  },
  de: {
    ...confirmationText.de,
    subject: (restaurant) => `Im ${restaurant} ist ein Tisch für Sie frei geworden`,
    confirmed: (restaurant, when, partySize) => `gute Nachricht: Ein Tisch ist frei geworden. Ihr Tisch für ${partySize} Personen im ${restaurant} am ${when} ist reserviert.`,
  },
  es: {
    ...confirmationText.es,
    subject: (restaurant) => `Hay una mesa libre para ti en ${restaurant}`,
    confirmed: (restaurant, when, partySize) => `buenas noticias: se ha liberado una mesa. Tu mesa para ${partySize} en ${restaurant} el ${when} está reservada.`,
  },
};
