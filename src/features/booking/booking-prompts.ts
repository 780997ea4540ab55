import { localized } from '../../../core/i18n/locale';
import type { Choice } from '../../../core/availability/offer';
import type { GuestAvailability } from '../../api/booking';
import type { Prompt } from './contact-value';

/** The prompt the chosen area or special asks the guest to confirm before booking. */
export function promptsFor(choice: Choice | null, av: GuestAvailability, language: string): Prompt[] {
  if (!choice) return [];
  const raw =
    choice.kind === 'area'
      ? av.display.areas.find((area) => area.name === choice.name)?.bookingPrompt
      : choice.kind === 'special'
        ? av.display.specials.find((special) => special.id === choice.id)?.prompt
        : null;
  if (!raw) return [];
  return [{ key: `${choice.kind}`, title: localized(raw.title, language), text: localized(raw.text, language), confirmation: localized(raw.confirmation, language) }];
}
