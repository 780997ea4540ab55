import type { IntlShape } from 'react-intl';
import { routeNameKey, type RouteId } from '../../core/routes/route-table';

/** A route's translated name: the document title, the top bar, the navigation and the overview all say this. */
export function routeName(intl: IntlShape, id: RouteId): string {
  return intl.formatMessage({ id: routeNameKey(id) });
}
