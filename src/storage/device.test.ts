import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';

describe('forgetting the device on sign-out', () => {
  const storage = new MemoryStorage();
  beforeAll(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('empties the device and stores nothing a still-mounted screen or the query cache writes afterwards', async () => {
    const { device, deviceStorage, forgetDevice, subscribe } = await import('./device');
    device.sidebarCollapsed.set(true);
    deviceStorage.setItem('covers.query-cache', '{"clientState":{}}');
    expect(device.sidebarCollapsed.get()).toBe(true);
    expect(deviceStorage.getItem('covers.query-cache')).toBe('{"clientState":{}}');
    expect(storage.length).toBe(2);

    forgetDevice();
    expect(storage.length).toBe(0);

    const changed: string[] = [];
    const unsubscribe = subscribe((key) => changed.push(key));
    // What the signed-out page still does before it leaves: the redirect remembers its route, the cache saves.
    device.preSignInRoute.set('/r/demo/reservations');
    deviceStorage.setItem('covers.query-cache', '{"clientState":{}}');
    unsubscribe();
    expect(storage.length).toBe(0);
    expect(device.preSignInRoute.get()).toBeNull();
    expect(deviceStorage.getItem('covers.query-cache')).toBeNull();
    expect(changed).toEqual([]);
  });
});
