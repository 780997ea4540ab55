// The kitchen screen's setup, kept on the device (spec §3 device items): the day, the areas (with the kitchen's
// select-all-areas flag) and the theme. A wall screen is set up once and then shows its choice after every restart.
import { device } from '../../storage/device';
import { useDeviceValue } from '../../storage/use-device-value';
import { kitchenAreasOf, kitchenDateOf } from './kitchen-view';

export interface KitchenChoice {
  date: string;
  setDate(date: string): void;
  /** Every area, those added later too. */
  allAreas: boolean;
  setAllAreas(all: boolean, floor: readonly string[]): void;
  /** The areas shown of the floor's, in its order. */
  areasIn(floor: readonly string[]): string[];
  toggleArea(name: string, floor: readonly string[]): void;
  light: boolean;
  setLight(light: boolean): void;
}

export function useKitchenChoice(today: string): KitchenChoice {
  const storedDate = useDeviceValue(device.kitchenDate);
  const selectAll = useDeviceValue(device.kitchenSelectAllAreas);
  const storedAreas = useDeviceValue(device.selectedAreas);
  const light = useDeviceValue(device.kitchenLightTheme) ?? false;
  const areasIn = (floor: readonly string[]) => kitchenAreasOf(floor, selectAll, storedAreas);
  return {
    date: kitchenDateOf(storedDate, today),
    // Today is not stored: the screen then follows the clock past midnight.
    setDate: (date) => device.kitchenDate.set(date > today ? date : null),
    allAreas: selectAll !== false,
    setAllAreas(all, floor) {
      // Leaving "all areas" starts with every area ticked, so nothing vanishes from the wall at once.
      if (!all) device.selectedAreas.set(areasIn(floor).join(','));
      device.kitchenSelectAllAreas.set(all);
    },
    areasIn,
    toggleArea(name, floor) {
      const shown = areasIn(floor);
      const next = shown.includes(name) ? shown.filter((area) => area !== name) : floor.filter((area) => area === name || shown.includes(area));
      // The last area stays: a kitchen screen of no area would show nothing.
      if (next.length) device.selectedAreas.set(next.join(','));
    },
    light,
    setLight: (on) => device.kitchenLightTheme.set(on),
  };
}
