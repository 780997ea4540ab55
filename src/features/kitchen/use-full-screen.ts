// The kitchen screen full screen, without the app's navigation (the Fullscreen API, where the browser offers it).
import { useEffect, useState, type RefObject } from 'react';

export function useFullScreen(target: RefObject<HTMLElement | null>): { available: boolean; on: boolean; toggle(): void } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  return {
    available: typeof document !== 'undefined' && document.fullscreenEnabled,
    on,
    toggle() {
      // Refused (no user gesture, a policy): the screen simply stays as it is.
      if (on) void document.exitFullscreen().catch(() => undefined);
      else void target.current?.requestFullscreen().catch(() => undefined);
    },
  };
}
