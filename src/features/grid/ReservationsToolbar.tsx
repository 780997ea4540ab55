import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Area } from '../../../core/schemas/floor';
import { device } from '../../storage/device';
import { DayToolbar } from '../../front-of-house/DayToolbar';
import type { DaySelection } from '../../front-of-house/use-day-selection';
import type { useAccess } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import { zoomNames } from './grid-layout';

/** Spec §2/§9: Grid (the default), List and New. */
export const modes = ['Grid', 'List', 'New'] as const;
export type Mode = (typeof modes)[number];
export const modeOf = (value: string | null): Mode => ((modes as readonly string[]).includes(value ?? '') ? (value as Mode) : 'Grid');

/** The reservations view's toolbars: mode, zoom and filter; the day; the links to the other host screens. */
export function ReservationsToolbar({
  mode,
  zoom,
  selection,
  access,
  areas,
  onModeChange: setMode,
}: {
  mode: Mode;
  zoom: number;
  selection: DaySelection;
  access: ReturnType<typeof useAccess>;
  areas: readonly Area[];
  onModeChange(mode: Mode): void;
}) {
  const intl = useIntl();
  const link = useLinks();
  return (
    <>
      <div className="foh-toolbar foh-toolbar--modes">
        <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'reservations.mode.label' })}>
          {modes
            .filter((m) => m !== 'New' || access.manage)
            .map((m) => (
              <button key={m} type="button" className="chip" aria-pressed={mode === m} onClick={() => setMode(m)}>
                <FormattedMessage id={`reservations.mode.${m}`} />
              </button>
            ))}
        </div>
        {mode === 'Grid' ? (
          <div className="foh-toolbar__group" role="group" aria-label={intl.formatMessage({ id: 'reservations.zoom.label' })}>
            <button type="button" className="button" aria-label={intl.formatMessage({ id: 'reservations.zoom.out' })} disabled={zoom === 0} onClick={() => device.reservationsZoom.set(zoom - 1)}>
              −
            </button>
            <span className="foh-toolbar__zoom" aria-live="polite">
              <FormattedMessage id="reservations.zoom.level" values={{ level: zoomNames[zoom] }} />
            </span>
            <button type="button" className="button" aria-label={intl.formatMessage({ id: 'reservations.zoom.in' })} disabled={zoom === 4} onClick={() => device.reservationsZoom.set(zoom + 1)}>
              +
            </button>
          </div>
        ) : null}
        {mode !== 'New' ? (
          <label className="foh-toolbar__search">
            <span className="visually-hidden">
              <FormattedMessage id="reservations.toolbar.filter" />
            </span>
            <input type="search" value={selection.query} placeholder={intl.formatMessage({ id: 'reservations.toolbar.filter' })} onChange={(event) => selection.setQuery(event.target.value)} />
          </label>
        ) : null}
      </div>
      {mode !== 'New' ? <DayToolbar selection={selection} areas={areas} /> : null}
      <nav className="foh-toolbar foh-links" aria-label={intl.formatMessage({ id: 'reservations.links.label' })}>
        {(['Waitlist', 'Collisions', 'Blockers', 'ActionsLog'] as const)
          .filter((id) => (id === 'Blockers' ? access.blockers : id === 'ActionsLog' ? access.log : access.read))
          .map((id) => (
            <Link key={id} className="button button--link" href={link(id, {}, id === 'Blockers' ? { date: selection.date } : {})}>
              <FormattedMessage id={`route.${id}`} />
            </Link>
          ))}
      </nav>
    </>
  );
}
