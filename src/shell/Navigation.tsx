import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { device } from '../storage/device';
import { useDarkMode } from '../theme/ThemeProvider';
import { overviewPath, isPermitted } from './guard';
import { guardUserOf } from './guard-user';
import { pathFor } from '../../core/routes/match';
import { navRoutes, showsNewReservation } from './navigation';
import { routeOf, type RouteId } from '../../core/routes/route-table';
import { routeName } from './route-name';
import { useRestaurant } from './restaurant-context';
import { useDeviceValue } from '../storage/use-device-value';
import { Icon } from './icons';
import { ProfileMenu } from './ProfileMenu';

/** The restaurant whose screens the navigation links to: the current one, the admin's override, or the user's own. */
function useNavRestaurant(): string | null {
  const { restaurantId } = useRestaurant();
  const override = useDeviceValue(device.adminRestaurantIdOverride);
  const { me } = useAuth();
  return restaurantId ?? override ?? me?.restaurantId ?? null;
}

function NavLink({ href, label, icon, current }: { href: string; label: string; icon: string; current: boolean }) {
  return (
    <Link href={href} className="nav__item" aria-current={current ? 'page' : undefined}>
      <Icon name={icon} />
      <span className="nav__label">{label}</span>
    </Link>
  );
}

/** Sidebar (tablet and desktop) and bottom bar (mobile) share the items; CSS shows one per width (spec §2). */
export function Navigation({ variant, collapsed, onToggleCollapsed }: { variant: 'sidebar' | 'bottom'; collapsed?: boolean; onToggleCollapsed?: () => void }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { me } = useAuth();
  const { mode } = useRestaurant();
  const restaurantId = useNavRestaurant();
  const [dark, setDark] = useDarkMode();
  const user = guardUserOf(me);
  if (!restaurantId) return null;
  const items = navRoutes(user).map((route) => ({ route, href: pathFor(route.id, {}, { restaurantId, mode }) }));
  const settingsAllowed = isPermitted(routeOf('Settings'), user);
  const label = (id: RouteId) => routeName(intl, id);
  const overview = user?.type === 'Admin' ? pathFor('Overview', {}, { restaurantId, mode }) : overviewPath(user, mode);

  return (
    <nav className={`nav nav--${variant}`} aria-label={intl.formatMessage({ id: variant === 'sidebar' ? 'nav.sidebar' : 'nav.bottom' })}>
      <ul className="nav__items">
        {items.map(({ route, href }) => (
          <li key={route.id}>
            <NavLink href={href} label={label(route.id)} icon={route.id} current={location === href} />
          </li>
        ))}
      </ul>
      <ul className="nav__actions">
        {showsNewReservation(user) ? (
          <li>
            <NavLink href={pathFor('Reservation', { reservationId: 'new' }, { restaurantId, mode })} label={intl.formatMessage({ id: 'nav.newReservation' })} icon="New" current={false} />
          </li>
        ) : null}
        <li>
          <NavLink href={overview} label={label('Overview')} icon="Overview" current={location === overview} />
        </li>
        {settingsAllowed ? (
          <li>
            <NavLink href={pathFor('Settings', {}, { restaurantId, mode })} label={label('Settings')} icon="Settings" current={location.includes('/settings')} />
          </li>
        ) : null}
        {variant === 'sidebar' ? (
          <>
            <li>
              <ProfileMenu />
            </li>
            <li>
              <button type="button" className="nav__item" aria-pressed={dark} onClick={() => setDark(!dark)}>
                <Icon name="Dark" />
                <span className="nav__label">
                  <FormattedMessage id="nav.darkMode" />
                </span>
              </button>
            </li>
            <li>
              <button type="button" className="nav__item" aria-expanded={!collapsed} onClick={onToggleCollapsed}>
                <Icon name={collapsed ? 'Expand' : 'Collapse'} />
                <span className="nav__label">
                  <FormattedMessage id={collapsed ? 'nav.expand' : 'nav.collapse'} />
                </span>
              </button>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
