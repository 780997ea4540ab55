import { createContext, useContext } from 'react';
import type { AppConfig } from '../../core/schemas/restaurants';
import type { HostMode } from '../../core/hosts';
import type { Match } from '../../core/routes/match';

export interface RestaurantContextValue {
  mode: HostMode;
  match: Match;
  /** The restaurant the current screen is about, when there is one. */
  restaurantId: string | null;
  appConfig: AppConfig | null;
}

export const RestaurantContext = createContext<RestaurantContextValue | null>(null);

export function useRestaurant(): RestaurantContextValue {
  const value = useContext(RestaurantContext);
  if (!value) throw new Error('useRestaurant outside the app');
  return value;
}
