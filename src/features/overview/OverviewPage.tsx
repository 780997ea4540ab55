import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAuth } from '../../auth/auth-context';
import { guardUserOf } from '../../shell/guard-user';
import { pathFor } from '../../../core/routes/match';
import { overviewRoutes } from '../../shell/navigation';
import { useRestaurant } from '../../shell/restaurant-context';
import { routeName } from '../../shell/route-name';

/** The restaurant overview: every screen the user's role permits, by section (spec §2). */
export default function OverviewPage() {
  const intl = useIntl();
  const { me } = useAuth();
  const { restaurantId, mode, appConfig } = useRestaurant();
  const groups = overviewRoutes(guardUserOf(me));
  return (
    <div className="page">
      <h1>{appConfig?.restaurantName ?? intl.formatMessage({ id: 'route.Overview' })}</h1>
      <div className="overview">
        {(['Reservations', 'Insights', 'Management'] as const).map((group) =>
          groups[group].length ? (
            <section key={group} className="card overview__group" aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>
                <FormattedMessage id={`group.${group}`} />
              </h2>
              <ul>
                {groups[group].map((route) => (
                  <li key={route.id}>
                    <Link className="overview__link" href={pathFor(route.id, {}, { restaurantId: restaurantId ?? undefined, mode })}>
                      {routeName(intl, route.id)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </div>
    </div>
  );
}
