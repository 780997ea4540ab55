import { describe, expect, it } from 'vitest';
import { keepScreenAwake, type WakeLockHost, type WakeLockState } from './use-wake-lock';

/** A page whose visibility the test switches, and a wake lock the browser may release or refuse. */
function fakePage(options: { refuse?: boolean } = {}) {
  let visible = true;
  const listeners = new Set<() => void>();
  const sentinels: { released: boolean; fire(): void }[] = [];
  const host: WakeLockHost = {
    wakeLock: {
      request: async () => {
        if (options.refuse) throw new DOMException('not allowed', 'NotAllowedError');
        let onRelease = () => undefined as void;
        const sentinel = {
          released: false,
          release: async () => void (sentinel.released = true),
          addEventListener: (_type: 'release', listener: () => void) => void (onRelease = listener),
          fire: () => {
            sentinel.released = true;
            onRelease();
          },
        };
        sentinels.push(sentinel);
        return sentinel;
      },
    },
    visible: () => visible,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setVisible = (next: boolean) => {
    visible = next;
    for (const listener of listeners) listener();
  };
  return { host, sentinels, setVisible, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepScreenAwake', () => {
  it('takes the lock, takes it again when the page is shown after the browser let it go, and lets go when stopped', async () => {
    const page = fakePage();
    const states: WakeLockState[] = [];
    const stop = keepScreenAwake(page.host, (state) => states.push(state));
    await settle();
    expect(states).toEqual(['pending', 'active']);

    page.setVisible(false);
    page.sentinels[0]?.fire();
    await settle();
    expect(page.sentinels).toHaveLength(1);
    page.setVisible(true);
    await settle();
    expect(page.sentinels).toHaveLength(2);
    expect(states.at(-1)).toBe('active');

    stop();
    await settle();
    expect(page.sentinels[1]?.released).toBe(true);
    expect(page.listeners.size).toBe(0);
  });

  it('says when the browser has no wake lock, or refuses it', async () => {
    const none: WakeLockState[] = [];
    keepScreenAwake({ ...fakePage().host, wakeLock: undefined }, (state) => none.push(state))();
    expect(none).toEqual(['unsupported']);

    const refused: WakeLockState[] = [];
    const stop = keepScreenAwake(fakePage({ refuse: true }).host, (state) => refused.push(state));
    await settle();
    stop();
    expect(refused).toEqual(['pending', 'refused']);
  });
});
