// Why the API refuses a change to a restaurant's settings, users or platform records, as data beside the code (spec §8
// `{ error, message }`, with `params`): the server keeps its English `message` for API callers, and the screens word
// the reason in the reader's language (src/i18n/reason-messages.ts). Guest refusals (core/reservations/guest-refusal.ts)
// and the commands' refusals (core/commands/types.ts) travel the same way.

export type StaffRefusal =
  | { reason: 'areaHasTables'; area: string; tables: number }
  | { reason: 'areaNameTaken'; name: string }
  | { reason: 'unknownAreas'; areas: string[] }
  | { reason: 'areaGroupInUse'; specials: number }
  | { reason: 'unknownAreaGroup' }
  | { reason: 'roleHeld'; users: number }
  | { reason: 'roleNameTaken'; name: string }
  | { reason: 'timeslotBackwards' }
  | { reason: 'timeslotsOverlap' }
  | { reason: 'tableNumberNew' }
  | { reason: 'tableSelfCombined' }
  | { reason: 'unknownCombinationTables'; level: string; tables: string[] }
  | { reason: 'tableCombinationsFull'; table: string; max: number }
  | { reason: 'tableNumberTaken'; table: string; level: string }
  | { reason: 'tableHasUpcoming'; reservations: number }
  | { reason: 'tableMoveOverlaps' }
  | { reason: 'cityHasRestaurants'; restaurants: number }
  | { reason: 'deleteSelf' }
  | { reason: 'emailTaken' }
  | { reason: 'credentialsRejected' }
  | { reason: 'childOfChild' }
  | { reason: 'hostTaken'; host: string }
  | { reason: 'restaurantExists'; restaurantId: string }
  | { reason: 'partySizeRange' }
  | { reason: 'importHasUpcoming'; reservations: number }
  | { reason: 'importLocksOut'; role: string }
  | { reason: 'importOverlaps' }
  | { reason: 'exportTooLarge'; reservations: number; max: number }
  | { reason: 'imageMissing' }
  | { reason: 'imageDamaged' }
  | { reason: 'imageTooLarge'; megapixels: number }
  | { reason: 'imageTooSmall'; side: number; width: number; height: number }
  // The database trash (docs/decisions/013-trash.md): why an item cannot be restored. `dependency` is the kind of item
  // it needs (an area, a table …) and `label` names it.
  | { reason: 'trashRestaurantDeleted'; restaurant: string }
  | { reason: 'trashDependencyGone'; dependency: 'area' | 'areaGroup' | 'table' | 'role'; label: string }
  | { reason: 'trashNameTaken'; name: string }
  | { reason: 'trashEmailTaken'; email: string }
  | { reason: 'trashSlotTaken'; table: string }
  | { reason: 'analyticsRangeBackwards' }
  | { reason: 'analyticsRangeTooLong'; maxDays: number }
  // Vouchers (docs/decisions/012-vouchers.md): `earliest` is the first instant the voucher may stop being valid, `day`
  // the last restaurant-local day it must at least stay valid.
  | { reason: 'voucherExpiryTooSoon'; earliest: string; day: string }
  | { reason: 'voucherCurrency'; currency: string }
  | { reason: 'voucherNotPending' }
  | { reason: 'voucherExperienceTitle' }
  | { reason: 'voucherUnknownSpecial'; special: string }
  | { reason: 'voucherValidityTooShort'; years: number };

export type StaffRefusalReason = StaffRefusal['reason'];
