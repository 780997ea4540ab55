import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, isLocalDate } from '../../../core/time';
import type { KitchenChoice } from './use-kitchen-choice';
import { Field } from '../../ui/Field';
import { CheckboxChoice } from '../../ui/CheckboxChoice';

/**
 * The wall's setup, folded away once done: the day (today or later; today follows the clock), the areas with "all
 * areas", the theme. Everything is kept on the device (./use-kitchen-choice.ts).
 */
export function KitchenSetup({ choice, floor, today }: { choice: KitchenChoice; floor: readonly string[]; today: string }) {
  const intl = useIntl();
  const shown = choice.areasIn(floor);
  return (
    <details className="kitchen__setup">
      <summary>
        <FormattedMessage id="kitchen.setup.title" />
      </summary>
      <div className="kitchen__setup-body">
        <div className="kitchen__setup-group" role="group" aria-label={intl.formatMessage({ id: 'kitchen.setup.dayChoice' })}>
          <button type="button" className="button" disabled={choice.date <= today} onClick={() => choice.setDate(addDays(choice.date, -1))}>
            <FormattedMessage id="kitchen.setup.previousDay" />
          </button>
          <Field labelId="kitchen.setup.date">
            <input type="date" min={today} value={choice.date} onChange={(event) => isLocalDate(event.target.value) && choice.setDate(event.target.value)} />
          </Field>
          <button type="button" className="button" onClick={() => choice.setDate(addDays(choice.date, 1))}>
            <FormattedMessage id="kitchen.setup.nextDay" />
          </button>
          <button type="button" className="button" disabled={choice.date === today} onClick={() => choice.setDate(today)}>
            <FormattedMessage id="kitchen.setup.today" />
          </button>
        </div>
        <fieldset className="choice-list kitchen__areas">
          <legend>
            <FormattedMessage id="kitchen.setup.areas" />
          </legend>
          <CheckboxChoice labelId="kitchen.setup.allAreas" checked={choice.allAreas} onChange={(checked) => choice.setAllAreas(checked, floor)} />
          <div className="kitchen__area-list">
            {floor.map((name) => (
              <label key={name} className="choice">
                <input type="checkbox" disabled={choice.allAreas} checked={shown.includes(name)} onChange={() => choice.toggleArea(name, floor)} />
                <span>{name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <CheckboxChoice labelId="kitchen.setup.light" className="kitchen__theme" checked={choice.light} onChange={choice.setLight} />
      </div>
    </details>
  );
}
