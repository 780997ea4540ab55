import { describe, expect, it } from 'vitest';
import { findCollisions } from './collisions';
import { blocker, local, reservation } from './test-kit';

const at = (start: string, end: string) => ({ startTime: local(start), endTime: local(end) });

describe('collisions', () => {
  it('reports two reservations overlapping on a table once, with the overlap', () => {
    const collisions = findCollisions([reservation('b', at('20:00', '22:00')), reservation('a', at('19:00', '21:00'))], []);
    expect(collisions).toEqual([
      { kind: 'reservations', level: 'Main', tableNumber: '1', reservationIds: ['a', 'b'], start: local('20:00'), end: local('21:00') },
    ]);
  });

  it('lets back-to-back stays touch and ignores other tables, deleted rows and empty stays', () => {
    expect(
      findCollisions(
        [
          reservation('a', at('19:00', '21:00')),
          reservation('b', at('21:00', '23:00')),
          reservation('c', { ...at('19:00', '21:00'), tableNumber: '2' }),
          reservation('d', { ...at('19:00', '21:00'), deletedAt: local('12:00') }),
          reservation('e', { ...at('17:00', '19:00'), level: 'Patio' }),
          reservation('f', { ...at('20:00', '22:00'), tableNumber: '2', leftAt: local('20:00') }),
        ],
        [],
      ),
    ).toEqual([]);
  });

  it('uses effective ends: an extension creates a collision, leaving early removes one', () => {
    const next = reservation('b', at('21:00', '23:00'));
    expect(findCollisions([reservation('a', { ...at('19:00', '21:00'), extendedTo: local('21:30') }), next], [])).toHaveLength(1);
    expect(findCollisions([reservation('a', { ...at('19:00', '22:00'), leftAt: local('20:30') }), next], [])).toEqual([]);
  });

  it('reports reservations on a blocked table, area or restaurant', () => {
    const collisions = findCollisions(
      [reservation('a', at('19:00', '21:00')), reservation('b', { ...at('19:00', '21:00'), tableNumber: '2' })],
      [
        blocker('x', local('20:30'), local('23:00')),
        blocker('y', local('18:00'), local('19:30'), 'Main', []),
        blocker('z', local('20:00'), local('22:00'), 'Patio', []),
        blocker('w', local('21:00'), local('22:00'), null, []),
      ],
    );
    expect(collisions.map((c) => (c.kind === 'blocker' ? [c.tableNumber, c.reservationId, c.blockerId, c.start, c.end] : c))).toEqual([
      ['1', 'a', 'y', local('19:00'), local('19:30')],
      ['1', 'a', 'x', local('20:30'), local('21:00')],
      ['2', 'b', 'y', local('19:00'), local('19:30')],
    ]);
  });

  it('orders by area, table in natural order, overlap start and ids, whatever the input order', () => {
    const book = [
      reservation('t10a', { ...at('19:00', '21:00'), tableNumber: '10' }),
      reservation('t10b', { ...at('19:30', '21:00'), tableNumber: '10' }),
      reservation('t2a', { ...at('20:00', '22:00'), tableNumber: '2' }),
      reservation('t2b', { ...at('18:00', '20:30'), tableNumber: '2' }),
      reservation('p1', { ...at('18:00', '20:30'), level: 'Bar' }),
      reservation('p2', { ...at('18:00', '20:30'), level: 'Bar' }),
    ];
    const ids = (list: typeof book) => findCollisions(list, []).map((c) => (c.kind === 'reservations' ? c.reservationIds.join('+') : ''));
    expect(ids(book)).toEqual(['p1+p2', 't2b+t2a', 't10a+t10b']);
    expect(ids([...book].reverse())).toEqual(ids(book));
  });
});
