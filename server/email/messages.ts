// Guest emails in the guest's language (de, en, es), like every user-visible string.
import type { Language } from '../../core/schemas/common';

export interface ConfirmationText {
  subject: (restaurant: string) => string;
  greeting: (name: string) => string;
  confirmed: (restaurant: string, when: string, partySize: number) => string;
  area: (area: string) => string;
  manage: string;
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
    calendar: 'The attached calendar file adds the reservation to your calendar.',
    closing: (restaurant) => `We look forward to seeing you.\n${restaurant}`,
  },
  de: {
    subject: (restaurant) => `Ihr Tisch im ${restaurant} ist reserviert`,
    greeting: (name) => `Hallo ${name},`,
    confirmed: (restaurant, when, partySize) => `Ihr Tisch für ${partySize} Personen im ${restaurant} am ${when} ist bestätigt.`,
    area: (area) => `Bereich: ${area}`,
    manage: 'Reservierung ansehen, ändern oder stornieren:',
    calendar: 'Mit der angehängten Kalenderdatei tragen Sie die Reservierung in Ihren Kalender ein.',
    closing: (restaurant) => `Wir freuen uns auf Ihren Besuch.\n${restaurant}`,
  },
  es: {
    subject: (restaurant) => `Tu mesa en ${restaurant} está reservada`,
    greeting: (name) => `Hola ${name}:`,
    confirmed: (restaurant, when, partySize) => `tu mesa para ${partySize} en ${restaurant} el ${when} está confirmada.`,
    area: (area) => `Zona: ${area}`,
    manage: 'Ver, cambiar o cancelar tu reserva:',
    calendar: 'El archivo de calendario adjunto añade la reserva a tu calendario.',
    closing: (restaurant) => `Te esperamos con ilusión.\n${restaurant}`,
  },
};

export const intlLocale: Record<Language, string> = { de: 'de-DE', en: 'en-US', es: 'es-MX' };
