// Front of house: what the hosts read (day views, the staff waitlist, the actions log), the runner every staff
// change goes through (./changes.ts) and the executor of the hosts' commands (./command-executor.ts: lock, load,
// plan, write). What other modules may use.
export { actionsLogService, type ActionsLogService } from './actions-log';
export { changeService, type Applied, type Change, type ChangeRequest, type ChangeService, type Outcome } from './changes';
export { reservationViews } from './reservation-views';
export { frontOfHouseRoutes } from './routes';
export { frontOfHouseServices } from './services';
export { waitlistStaffService, type WaitlistStaffService } from './waitlist-staff';
