import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutShortWait } from './cut-short-wait';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled by now (after the microtasks queued so far). */
async function isOver(promise: Promise<void>): Promise<boolean> {
  let over = false;
  void promise.then(() => (over = true));
  await Promise.resolve();
  await Promise.resolve();
  return over;
}

describe('cutShortWait', () => {
  it('resolves once its time has passed, not before', async () => {
    vi.useFakeTimers();
    const wait = cutShortWait(1_000);
    vi.advanceTimersByTime(999);
    expect(await isOver(wait.done)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isOver(wait.done)).toBe(true);
  });

  it('resolves at once when cut short, leaves no timer behind, and a second cut changes nothing', async () => {
    vi.useFakeTimers();
    const wait = cutShortWait(60_000, { unref: true });
    expect(await isOver(wait.done)).toBe(false);
    wait.cut();
    expect(await isOver(wait.done)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    wait.cut();
  });
});
