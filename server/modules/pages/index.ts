// The HTML pages the server shapes: the booking home's welcome and a page's HTTP status.
export { bookingHomePage } from './booking-home';
export { pageStatus, type PageLookups } from './page-status';
