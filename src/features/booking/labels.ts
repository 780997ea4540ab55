import dayjs from 'dayjs';
import type { BookingDisplay } from '../../../core/schemas/booking-display';
import { formatMinutes } from '../../../core/time';
import { openEndThreshold, parseSlot, type Choice } from './booking-state';

/** A localized text: the guest's language, else the restaurant's first language that has one. */
export function localized(text: Record<string, string> | undefined, language: string, fallback = ''): string {
  if (!text) return fallback;
  return text[language] || Object.values(text).find(Boolean) || fallback;
}

export function choiceLabel(choice: Choice, display: BookingDisplay | undefined, language: string): string {
  if (choice.kind === 'area') {
    const area = display?.areas.find((candidate) => candidate.name === choice.name);
    return localized(area?.localizedNames, language, choice.name);
  }
  if (choice.kind === 'areaGroup') return localized(display?.areaGroups.find((group) => group.id === choice.id)?.name, language, choice.id);
  return localized(display?.specials.find((special) => special.id === choice.id)?.title, language, choice.id);
}

export function choiceDescription(choice: Choice, display: BookingDisplay | undefined, language: string): string {
  if (choice.kind === 'area') return localized(display?.areas.find((area) => area.name === choice.name)?.description, language);
  if (choice.kind === 'areaGroup') return localized(display?.areaGroups.find((group) => group.id === choice.id)?.description, language);
  return localized(display?.specials.find((special) => special.id === choice.id)?.description, language);
}

/** Spec §9: HH:mm; an end at or after 23:00 is shown as open-ended. */
export function slotLabel(key: string, openEnd: string): string {
  const { start, end } = parseSlot(key);
  return `${formatMinutes(start)} – ${end >= openEndThreshold ? openEnd : formatMinutes(end)}`;
}

/** Spec §9 date formats: the weekday form and DD.MM.YY. */
export function dateLabel(date: string): string {
  return dayjs(date).format('dd, DD.MM.YY');
}

export function longDateLabel(date: string): string {
  return dayjs(date).format('dddd, DD.MM.YY');
}
