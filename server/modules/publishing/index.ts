// Publishing: one function publishes a restaurant's files to the bucket, and /files/* serves them. What other modules
// may use.
export { announcingSettings } from './announce-settings';
export { fileRoutes } from './file-routes';
export { publishingService, type AvailabilityFile, type PublishingService } from './publishing';
export { republishAvailability } from './republish';
