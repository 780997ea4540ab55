import { FormattedMessage, useIntl } from 'react-intl';
import { localized, languageOf, fallbackLanguage } from '../../../core/i18n/locale';
import type { KitchenFigures, KitchenSlot } from '../../../core/schemas/analytics';
import { formatMinutes } from '../../../core/time';

/** A special's title in the reader's language; its id until the titles are known (offline on a fresh device). */
export function useSpecialTitle(specials: KitchenFigures['specials']): (specialId: string) => string {
  const language = languageOf(useIntl().locale) ?? fallbackLanguage;
  return (specialId) => localized(specials.find((special) => special.specialId === specialId)?.title, language, specialId);
}

/**
 * The bookings a kitchen must know about in these slots — a special, an allergy, a wish — against their quarter hour.
 * Allergies and diets are marked in words (and by colour), so they are seen first.
 */
export function NoteList({
  slots,
  specials,
  emptyId,
  large = false,
}: {
  slots: readonly KitchenSlot[];
  specials: KitchenFigures['specials'];
  /** Said when there is no note; without it nothing is shown. Large lists (the next two hours) name each note's time. */
  emptyId?: string;
  large?: boolean;
}) {
  const titleOf = useSpecialTitle(specials);
  const notes = slots.flatMap((slot) => slot.notes.map((note) => ({ slot: slot.start, note })));
  if (notes.length === 0) {
    return emptyId ? (
      <p className="kitchen__quiet">
        <FormattedMessage id={emptyId} />
      </p>
    ) : null;
  }
  return (
    <ul className={`kitchen__notes${large ? ' kitchen__notes--large' : ''}`}>
      {notes.map(({ slot, note }) => (
        <li key={note.reservationId} className={note.dietary ? 'kitchen-note kitchen-note--diet' : 'kitchen-note'}>
          {large ? <span className="kitchen-note__time">{formatMinutes(slot)}</span> : null}
          <span className="kitchen-note__who">
            <FormattedMessage id="kitchen.note.who" values={{ guests: note.partySize, area: note.area, tableCount: note.tables.length, tables: note.tables.join(', ') }} />
          </span>
          {note.dietary ? (
            <span className="kitchen-note__badge">
              <FormattedMessage id="kitchen.note.diet" />
            </span>
          ) : null}
          {note.specialId ? <span className="kitchen-note__special">{titleOf(note.specialId)}</span> : null}
          {note.note ? <span className="kitchen-note__text">{note.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
