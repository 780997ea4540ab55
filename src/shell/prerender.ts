// The welcome the server put into the booking home's HTML (server/pages/booking-home.ts), beside the app's root. While
// it is there the root is hidden (app.css): the app's own start (waiting for the app config, the messages, the page's
// code) goes on out of sight, and the guest keeps seeing the welcome instead of a spinner. The page, or whatever
// the app shows instead of it, takes its place in one frame.

const element = () => (typeof document === 'undefined' ? null : document.getElementById('prerender'));

/** The app shows its own screen: the server's welcome goes. */
export function releasePrerender(): void {
  element()?.remove();
}

/** The welcome stands for the path it was made for only: on any other the app's own loading states show. */
export function releasePrerenderOffPath(pathname: string): void {
  const welcome = element();
  if (welcome && welcome.dataset.path !== pathname) welcome.remove();
}
