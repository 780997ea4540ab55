import { FormattedMessage } from 'react-intl';
import type { BookingDisplay } from '../../../core/schemas/booking-display';
import type { Choice } from '../../../core/availability/offer';
import { choiceKey } from './booking-state';
import { choiceDescription, choiceLabel } from './labels';

/** Spec §4 stage Level: an area, an area group or a special. */
export function ChoiceStep({
  choices,
  display,
  language,
  selected,
  specialsLabel,
  onSelect,
}: {
  choices: Choice[];
  display: BookingDisplay | undefined;
  language: string;
  selected: Choice | null;
  specialsLabel: string;
  onSelect: (choice: Choice) => void;
}) {
  const specials = choices.filter((choice) => choice.kind === 'special');
  const places = choices.filter((choice) => choice.kind !== 'special');
  const item = (choice: Choice) => (
    <li key={choiceKey(choice)}>
      <button type="button" className="option" aria-pressed={selected !== null && choiceKey(selected) === choiceKey(choice)} onClick={() => onSelect(choice)}>
        <span className="option__title">{choiceLabel(choice, display, language)}</span>
        <span className="option__text">{choiceDescription(choice, display, language)}</span>
      </button>
    </li>
  );
  return (
    <section className="booking__step" aria-labelledby="step-level">
      <h2 id="step-level">
        <FormattedMessage id="booking.level.title" />
      </h2>
      {specials.length ? (
        <>
          <h3>{specialsLabel || <FormattedMessage id="booking.level.specials" />}</h3>
          <ul className="options">{specials.map(item)}</ul>
        </>
      ) : null}
      <ul className="options">{places.map(item)}</ul>
    </section>
  );
}
