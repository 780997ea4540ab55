// A valid restaurant migration file (core/schemas/restaurant-export.ts) with one of everything, for the import's tests
// and probes, and the area and the special with every field set that the file and the floor routes' probes share.

/** A valid area input (core/schemas/floor.ts) with every field set; `overrides` replace fields in place. */
export function areaWithEveryField(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    bookable: false,
    imageURL: 'https://example.test/area.jpg',
    videoURL: 'https://example.test/area.mp4',
    localizedNames: { de: 'Fuzz', en: 'Fuzz' },
    description: { en: 'Probe' },
    sorting: 50,
    timeslots: { monday: [{ start: 720, end: 840 }] },
    bookingPrompt: { title: { en: 'Note' }, text: { en: 'Probe' }, confirmation: { en: 'OK' } },
    type: 'Outdoor',
    ...overrides,
  };
}

/** A valid special input (core/schemas/floor.ts) with every field set, titled in English; `overrides` replace fields in place. */
export function specialWithEveryField(title: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: { en: title },
    enabled: false,
    weekdays: ['monday'],
    timeslots: [{ start: 720, end: 840 }],
    description: { en: 'Probe' },
    menu: { en: 'Pasta' },
    prompt: { title: { en: 'Note' }, text: { en: 'Probe' } },
    areaGroupId: 'anywhere',
    ...overrides,
  };
}

/**
 * A valid restaurant migration file (core/schemas/restaurant-export.ts) with one of everything. Imported into `demo`
 * it is refused with 409, since the demo always has upcoming reservations, so probing the import never changes the
 * demo's floor. `past`: every date lies in 2020, so a restaurant it was imported into has no upcoming reservation and
 * takes a file again (the import refuses a restaurant with upcoming reservations); each such file books a day of its
 * own, since the earlier imports' past bookings stay on the same table.
 */
export function migrationFile({ past = false }: { past?: boolean } = {}): Record<string, unknown> {
  const file = migrationFileOf2030();
  if (!past) return file;
  pastFiles += 1;
  const bookedOn = new Date(Date.UTC(2020, 1, 4) + pastFiles * 86_400_000).toISOString().slice(0, 10);
  const json = JSON.stringify(file).replaceAll('"2030-02-04T', `"${bookedOn}T`).replaceAll('"2030-', '"2020-');
  return JSON.parse(json) as Record<string, unknown>;
}
let pastFiles = 0;

function migrationFileOf2030(): Record<string, unknown> {
  const createdAt = '2030-01-01T09:00:00.000Z';
  return {
    formatVersion: 1,
    exportedAt: '2030-01-02T09:00:00.000Z',
    source: { restaurantId: 'elsewhere', name: 'Elsewhere' },
    restaurant: {
      name: 'Elsewhere',
      settings: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8, contactPhone: '+49 30 1234567', address: 'Probe 1' },
    },
    appConfig: {
      restaurantName: 'Elsewhere',
      restaurantEmail: 'hello@elsewhere.test',
      COLOR_PRIMARY: '#8c2f39',
      COLOR_SECONDARY: '#f4ede4',
      COLOR_ACCENT: '#d9a441',
      STRINGS: { BOOKING_SPECIALS: 'Specials' },
      languages: ['en', 'de'],
    },
    areas: [
      {
        id: 'garden',
        ...areaWithEveryField('Garden', {
          bookable: true,
          imageURL: 'https://example.test/garden.jpg',
          videoURL: null,
          localizedNames: { en: 'Garden', de: 'Garten' },
          sorting: 1,
          bookingPrompt: { title: { en: 'Note' }, text: { en: 'Probe' } },
        }),
        createdAt,
      },
    ],
    areaGroups: [{ id: 'outside', name: { en: 'Outside' }, areaIds: ['garden'], description: { en: 'Probe' }, createdAt }],
    tables: [
      { id: 'g1', label: 'G1', tableNumber: 'G1', level: 'Garden', bookable: true, overflow: false, frontendGroupOrder: 0, combinations: ['G2'], minCovers: 1, maxCovers: 2, createdAt },
      { id: 'g2', label: 'G2', tableNumber: 'G2', level: 'Garden', bookable: true, overflow: false, frontendGroupOrder: 1, combinations: ['G1'], minCovers: 1, maxCovers: 2, createdAt },
    ],
    specials: [
      { id: 'brunch', ...specialWithEveryField('Brunch', { enabled: true, menu: { en: 'Eggs' }, prompt: null, areaGroupId: 'outside' }), createdAt },
    ],
    roles: [{ id: 'owner', name: 'Owner', description: 'Everything', permissions: ['ManageRoles', 'ManageUsers', 'ReadReservations'] }],
    blockers: [{ id: 'closed', start: '2030-02-01T11:00:00.000Z', end: '2030-02-01T15:00:00.000Z', level: 'Garden', tableNumbers: ['G2'], note: 'Probe', createdAt }],
    reservations: [
      {
        id: 'booking',
        linkedReservationId: null,
        specialId: 'brunch',
        areaGroupId: null,
        customer: { name: 'Probe Guest', phone: '+49 30 1234567', email: 'probe@example.test' },
        level: 'Garden',
        tableNumber: 'G1',
        partySize: 2,
        startTime: '2030-02-04T11:00:00.000Z',
        endTime: '2030-02-04T13:00:00.000Z',
        originalStartTime: '2030-02-04T11:00:00.000Z',
        originalEndTime: '2030-02-04T13:00:00.000Z',
        allowOverlap: false,
        checkedIn: false,
        checkedInAt: null,
        extendedTo: null,
        leftAt: null,
        note: 'Probe',
        color: null,
        referralCode: null,
        language: 'en',
        token: 'probe-token-0123456789abcdef',
        smsToken: null,
        notifiedAt: null,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}
