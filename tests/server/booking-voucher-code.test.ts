// A voucher code in the online booking (docs/decisions/012-vouchers.md): the guest types it in any case or grouping,
// the booking keeps its canonical form for the table, where staff see it on the reservation and redeem it there.
import { describe, expect, it } from 'vitest';
import { demo } from '../support/test-server';
import { bookingBody, bookingServer } from './booking-kit';

const { server, request, book, rowsOf, reservationCount } = await bookingServer();

describe('POST /api/reservations/request with a voucher code', () => {
  it('keeps the code in its canonical form, and staff read it on the reservation', async () => {
    const { reservation } = await book(bookingBody({ partySize: 2, voucherCode: 'welc-3me2 dema-2345' }));
    const [row] = await rowsOf(reservation._id);
    expect(row?.voucherCode).toBe('WELC3ME2DEMA2345');
    const staff = await server.call({ method: 'GET', url: `/api/reservations/${reservation._id}`, as: demo.host });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().voucherCode).toBe('WELC3ME2DEMA2345');
  });

  it('a booking without a code carries none', async () => {
    const { reservation } = await book(bookingBody({ partySize: 2 }));
    const [row] = await rowsOf(reservation._id);
    expect(row?.voucherCode).toBeNull();
  });

  it('refuses a code that cannot be one (wrong length, look-alike letters) and books nothing', async () => {
    const before = await reservationCount();
    for (const voucherCode of ['SHORT', 'O0I1O0I1O0I1O0I1']) {
      const reply = await request(bookingBody({ partySize: 2, voucherCode }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('invalid_request');
    }
    expect(await reservationCount()).toBe(before);
  });
});
