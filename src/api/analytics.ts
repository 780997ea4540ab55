// Spec §7 Analytics: the owner's figures for a range of restaurant-local dates (GET /analytics/bookings). The shape
// and the counting rules: core/schemas/analytics.ts, docs/decisions/010-analytics.md.
import type { BookingAnalytics, BookingAnalyticsQuery } from '../../core/schemas/analytics';
import { getJson } from './client';

export const fetchBookingAnalytics = (query: BookingAnalyticsQuery) =>
  getJson<BookingAnalytics>('/analytics/bookings', {
    query: { startDate: query.startDate, endDate: query.endDate, platform: query.platform, interval: query.interval },
  });
