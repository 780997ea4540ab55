// Front of house: what the hosts read (day views, the staff waitlist, the actions log) and the runner every staff
// change goes through (./changes.ts). What other modules may use.
export { actionsLogService, type ActionsLogService } from './actions-log';
export { changeService, type Applied, type Change, type ChangeRequest, type ChangeService, type Outcome } from './changes';
export { reservationViews } from './reservation-views';
export { frontOfHouseRoutes } from './routes';
export { waitlistStaffService, type WaitlistStaffService } from './waitlist-staff';
