// The creator's own figures (GET /api/creator/overview, docs/decisions/014-affiliates.md): the demo creator's referred
// bookings of the demo history (the demo pays 2.50 € per cover, 10 % to the platform), by month and by partner, in
// what the creator receives, and never a guest's name.
import { describe, expect, it } from 'vitest';
import { CreatorOverview } from '../../core/schemas/affiliates';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';

const server = await fileServer();
const overview = async (as: string = demo.creator) => server.call({ method: 'GET', url: '/api/creator/overview', as });

describe('the creator overview', () => {
  it('counts the demo history’s referred bookings and what the creator receives after the platform fee', async () => {
    const reply = await overview();
    expect(reply.statusCode, reply.body).toBe(200);
    const figures = CreatorOverview.parse(reply.json());
    expect(figures.referralCode).toBe('creator');
    expect(figures.totals.referredBookings).toBeGreaterThan(0);
    expect(figures.byPartner.map((partner) => partner.restaurantId)).toEqual(['demo']);
    expect(figures.byPartner[0]).toMatchObject({ restaurantName: expect.any(String), referredBookings: figures.totals.referredBookings });
    const months = figures.byMonth.map((month) => month.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(figures.byMonth.reduce((sum, month) => sum + month.attendedCovers, 0)).toBe(figures.totals.attendedCovers);

    const restaurantView = await server.call({ method: 'GET', url: '/api/affiliates/items?affiliateUserId=demo-creator&pageSize=500', as: demo.owner });
    const items = restaurantView.json().items as { status: string; amount: number; creatorAmount: number; platformFee: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.platformFee === Math.floor(item.amount / 10) && item.creatorAmount === item.amount - item.platformFee)).toBe(true);
    const sum = (status: string) => items.filter((item) => item.status === status).reduce((total, item) => total + item.creatorAmount, 0);
    expect(figures.totals.commission).toEqual([{ currency: 'EUR', pending: sum('pending'), approved: sum('approved'), paid: sum('paid') }]);
  });

  it('names no guest', async () => {
    const items = (await server.call({ method: 'GET', url: '/api/affiliates/items?pageSize=5', as: demo.owner })).json().items as { visit: { guestName: string } }[];
    const body = (await overview()).body;
    for (const item of items) expect(body).not.toContain(item.visit.guestName);
  });

  it('is the creator’s own: staff are refused', async () => {
    expect((await overview(demo.owner)).statusCode).toBe(403);
  });
});
