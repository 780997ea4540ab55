// The restaurants the creator recommends (spec §1 partners): chosen from the affiliate programme, in the creator's
// order (moved up and down by button), removed by button; each change is said aloud.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { moved } from './profile-form';
import { Message } from '../../ui/Message';

export interface ProgrammeRestaurant {
  id: string;
  name: string;
}

export function PartnersField({ partners, programme, onChange }: { partners: string[]; programme: readonly ProgrammeRestaurant[]; onChange: (partners: string[]) => void }) {
  const intl = useIntl();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [said, setSaid] = useState('');
  const nameOf = (restaurantId: string) => programme.find((r) => r.id === restaurantId)?.name ?? restaurantId;
  const open = programme.filter((r) => !partners.includes(r.id));
  const change = (next: string[], messageId: string, restaurantId: string) => {
    onChange(next);
    setSaid(intl.formatMessage({ id: messageId }, { restaurant: nameOf(restaurantId) }));
  };
  const add = () => {
    const picked = choice || open[0]?.id;
    if (!picked) return;
    change([...partners, picked], 'creator.partners.added', picked);
    setChoice('');
  };

  return (
    <fieldset className="creator-fieldset">
      <legend><FormattedMessage id="creator.partners.title" /></legend>
      <Message className="creator-muted" id="creator.partners.hint" />
      {partners.length ? (
        <ol className="creator-rows">
          {partners.map((restaurantId, index) => {
            const name = nameOf(restaurantId);
            return (
              <li key={restaurantId} className="creator-row">
                <span className="creator-row__grow">{name}</span>
                <button type="button" className="button" disabled={index === 0} aria-label={intl.formatMessage({ id: 'creator.partners.up' }, { restaurant: name })} onClick={() => change(moved(partners, index, -1), 'creator.partners.movedUp', restaurantId)}>
                  ↑
                </button>
                <button type="button" className="button" disabled={index === partners.length - 1} aria-label={intl.formatMessage({ id: 'creator.partners.down' }, { restaurant: name })} onClick={() => change(moved(partners, index, 1), 'creator.partners.movedDown', restaurantId)}>
                  ↓
                </button>
                <button type="button" className="button" aria-label={intl.formatMessage({ id: 'creator.partners.remove' }, { restaurant: name })} onClick={() => change(partners.filter((p) => p !== restaurantId), 'creator.partners.removed', restaurantId)}>
                  <FormattedMessage id="creator.profile.remove" />
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p><FormattedMessage id="creator.partners.none" /></p>
      )}
      {open.length ? (
        <div className="creator-row">
          <label className="field creator-row__grow" htmlFor={`${id}-pick`}>
            <span><FormattedMessage id="creator.partners.pick" /></span>
            <select id={`${id}-pick`} value={choice || open[0]?.id} onChange={(event) => setChoice(event.target.value)}>
              {open.map((restaurant) => (
                <option key={restaurant.id} value={restaurant.id}>{restaurant.name}</option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={add}>
            <FormattedMessage id="creator.partners.add" />
          </button>
        </div>
      ) : (
        <Message className="creator-muted" id="creator.partners.allChosen" />
      )}
      <p className="visually-hidden" role="status">{said}</p>
    </fieldset>
  );
}
