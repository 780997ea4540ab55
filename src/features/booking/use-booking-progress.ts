import { useRef } from 'react';

export type Marker = 'partySize' | 'date' | 'special' | 'timeslot' | 'area' | 'contact' | 'success' | 'failed';

/** Spec §4: progress markers record when each step is first completed (tracking only). */
export function useBookingProgress() {
  const progress = useRef<Partial<Record<Marker, number>>>({});
  return (marker: Marker) => {
    progress.current[marker] ??= Date.now();
    try {
      sessionStorage.setItem('covers.bookingProgress', JSON.stringify(progress.current));
    } catch {
      // tracking only
    }
  };
}
