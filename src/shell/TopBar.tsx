import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { showsRefresh } from './navigation';
import type { RouteId } from '../../core/routes/route-table';
import { routeName } from './route-name';
import { Icon } from './icons';
import { useShell } from './shell-context';

/** Spec §2: the title from the route name, the list toggle and — on the service screens — the refresh button. */
export function TopBar({ routeId }: { routeId: RouteId }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  const { listVisible, toggleList } = useShell();
  return (
    <header className="top-bar">
      <button type="button" className="icon-button" aria-pressed={listVisible} aria-label={intl.formatMessage({ id: 'topBar.toggleList' })} onClick={toggleList}>
        <Icon name="List" />
      </button>
      <p className="top-bar__title">{routeName(intl, routeId)}</p>
      {showsRefresh(routeId) ? (
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage({ id: 'topBar.refresh' })}
          aria-busy={fetching}
          disabled={fetching}
          onClick={() => void queryClient.invalidateQueries()}
        >
          {fetching ? <span className="spinner__circle spinner__circle--small" aria-hidden="true" /> : <Icon name="Refresh" />}
        </button>
      ) : null}
    </header>
  );
}
