import { useSyncExternalStore } from 'react';
import { subscribe, type DeviceItem } from './device';

/** A device-stored item as React state that follows changes from this tab and others. */
export function useDeviceValue<T>(item: DeviceItem<T>): T | null {
  return useSyncExternalStore(
    (notify) => subscribe(notify),
    () => {
      const value = item.get();
      // Objects would be new on every read; compare them by their JSON.
      return (typeof value === 'object' && value !== null ? JSON.stringify(value) : value) as T | null;
    },
    () => null,
  );
}
