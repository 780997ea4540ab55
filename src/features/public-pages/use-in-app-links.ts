import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The public pages' markup is shared with the server (public-views/) and links with plain addresses; a click on one of
 * this app's own addresses inside the page navigates in the app instead of loading the page anew. A click meant for a
 * new tab or window (a modifier, another button, a target) is left to the browser.
 */
export function useInAppLinks(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.public-page a[href]') : null;
      if (!link || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search);
      window.scrollTo(0, 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
