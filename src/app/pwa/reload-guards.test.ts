import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerReloadGuard, reloadBlockers, whenReloadIsSafe } from './reload-guards';

describe('reload guards', () => {
  const removals: (() => void)[] = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('start with the dialog guard, which holds a reload back while a dialog is open', () => {
    expect(reloadBlockers()).toEqual([]);
    let open = false;
    vi.stubGlobal('document', { querySelector: (selector: string) => (open && selector.includes('[role="dialog"]') ? {} : null) });
    expect(reloadBlockers()).toEqual([]);
    open = true;
    expect(reloadBlockers()).toEqual(['dialog']);
  });

  it('name every guard that blocks, count a throwing guard as blocking, and unregister', () => {
    let queued = 3;
    removals.push(registerReloadGuard('offline-queue', () => queued > 0));
    const removeBroken = registerReloadGuard('broken', () => {
      throw new Error('database closed');
    });
    expect(reloadBlockers()).toEqual(['offline-queue', 'broken']);
    removeBroken();
    queued = 0;
    expect(reloadBlockers()).toEqual([]);
  });

  it('a replaced guard is not removed by the old registration', () => {
    const removeOld = registerReloadGuard('queue', () => true);
    removals.push(registerReloadGuard('queue', () => false));
    removeOld();
    removals.push(registerReloadGuard('probe', () => false));
    expect(reloadBlockers()).toEqual([]);
  });

  it('waits until no guard blocks', async () => {
    vi.useFakeTimers();
    let queued = 2;
    removals.push(registerReloadGuard('offline-queue', () => queued > 0));
    let safe = false;
    void whenReloadIsSafe(500).then(() => {
      safe = true;
    });
    await vi.advanceTimersByTimeAsync(1500);
    expect(safe).toBe(false);
    queued = 0;
    await vi.advanceTimersByTimeAsync(500);
    expect(safe).toBe(true);
  });
});
