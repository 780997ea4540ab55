// The HTML pages the server shapes: the booking home's welcome, the public creator pages, and a page's HTTP status.
export { bookingHomePage } from './booking-home';
export { pageStatus, type PageLookups } from './page-status';
export { publicPage, type PublicPageSource } from './public-page';
