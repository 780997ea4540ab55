// Who may cancel through the guest's manage link, and until when (the spec is silent, this is ours).
// Once the table's time has come the guest came or did not: a later "cancel" would turn a no-show into a cancellation
// in the restaurant's books, so the link stops cancelling at the start. Staff can still delete the reservation.

/** Whether the guest may still cancel a reservation starting at `startTime` (an instant) at `now`. */
export function guestMayCancel(startTime: Date | string, now: Date | number): boolean {
  return new Date(startTime).getTime() > new Date(now).getTime();
}
