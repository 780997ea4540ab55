// The server errors sent to the error-reporting service (spec §8), kept for the admin dashboard's count.
export { countErrorReportsSince, recordErrorReport, type ErrorReportRow } from './repository';
