// A partner restaurant as the creator sees it (GET /api/creator/partners/:restaurantId, spec §2 /c/partner): the terms
// in force for them, their figures and items there (never a guest), 404 outside the programme; the creator's profile
// recommends only programme restaurants (PUT /api/users/me/public-information) and takes an uploaded picture.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CreatorOverview, CreatorPartner } from '../../core/schemas/affiliates';
import { demo } from '../support/test-server';
import { addSchedule } from './affiliates-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const db = server.database.db;
const partner = async (restaurantId: string, as: string = demo.creator) => server.call({ method: 'GET', url: `/api/creator/partners/${restaurantId}`, as });
const putPublic = async (payload: Record<string, unknown>) => server.call({ method: 'PUT', url: '/api/users/me/public-information', as: demo.creator, payload });

describe('a partner as the creator sees it', () => {
  it('gives the terms in force, the same figures as the overview and the items, never a guest', async () => {
    const reply = await partner('demo');
    expect(reply.statusCode, reply.body).toBe(200);
    const view = CreatorPartner.parse(reply.json());
    expect(view).toMatchObject({ restaurantId: 'demo', referralCode: 'creator' });
    // The demo pays 2.50 € per attended cover, 10 % to the platform (server/seed/demo-affiliates.ts).
    expect(view.terms).toMatchObject({ basis: 'perCover', commissionRate: 250, commissionCurrency: 'EUR', platformFeePercentage: 10, personal: false });

    const overview = CreatorOverview.parse((await server.call({ method: 'GET', url: '/api/creator/overview', as: demo.creator })).json());
    const { restaurantId: _id, restaurantName: _name, ...fromOverview } = overview.byPartner.find((row) => row.restaurantId === 'demo') ?? {};
    expect(view.figures).toEqual(fromOverview);
    expect(view.figures.attendedVisits).toBeGreaterThan(0);

    const restaurantView = (await server.call({ method: 'GET', url: '/api/affiliates/items?affiliateUserId=demo-creator&pageSize=500', as: demo.owner })).json().items as { _id: string; creatorAmount: number; visit: { guestName: string } }[];
    expect(view.items.map((item) => item._id).sort()).toEqual(restaurantView.map((item) => item._id).sort());
    for (const item of view.items) expect(item.creatorAmount).toBe(restaurantView.find((row) => row._id === item._id)?.creatorAmount);
    for (const item of restaurantView) expect(reply.body).not.toContain(item.visit.guestName);
    expect(reply.body).not.toMatch(/customerEmail|guestName|@example/);
  });

  it('shows terms set for this creator alone ahead of the general ones, and none while the programme is paused', async () => {
    await addSchedule(db, 'demo', { affiliateUserId: 'demo-creator', basis: 'perBooking', commissionRate: 900, capPerBooking: 5_000, createdAt: new Date(Date.now() - 60_000) });
    expect(CreatorPartner.parse((await partner('demo')).json()).terms).toMatchObject({ basis: 'perBooking', commissionRate: 900, capPerBooking: 5_000, personal: true });
    await addSchedule(db, 'demo', { affiliateUserId: 'demo-creator', active: false, createdAt: new Date(Date.now() - 30_000) });
    expect(CreatorPartner.parse((await partner('demo')).json()).terms).toBeNull();
  });

  it('answers 404 for a restaurant outside the programme or unknown, and refuses staff', async () => {
    for (const id of ['demo2', 'no-such-restaurant']) {
      const reply = await partner(id);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error).toBe('restaurant_not_in_programme');
    }
    expect((await partner('demo', demo.owner)).statusCode).toBe(403);
  });
});

describe('the creator’s profile', () => {
  it('keeps bios, links and programme partners in order, and refuses a partner outside the programme', async () => {
    const saved = await putPublic({ displayName: 'Clara C.', bios: { de: 'Hallo', en: 'Hello', es: 'Hola' }, links: ['https://example.com/a'], partners: ['demo'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().publicInformation).toMatchObject({ displayName: 'Clara C.', bios: { de: 'Hallo', en: 'Hello', es: 'Hola' }, partners: ['demo'] });

    const refused = await putPublic({ partners: ['demo', 'demo2'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('partner_not_in_programme');
    const me = (await server.call({ method: 'GET', url: '/api/users/me', as: demo.creator })).json();
    expect(me.publicInformation.partners).toEqual(['demo']);
  });

  it('stores an uploaded picture as a resized square and makes it the profile picture', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const reply = await server.call({ method: 'POST', url: '/api/users/me/profile-picture', as: demo.creator, payload: photo, headers: { 'content-type': 'image/png' } });
    expect(reply.statusCode, reply.body).toBe(200);
    const url = reply.json().publicInformation.profilePictureURL as string;
    expect(url).toMatch(/^\/files\/profile-pictures\/demo-creator\/[0-9a-f]+\.jpg$/);
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 512, height: 512, format: 'jpeg' });
    // The stored path is accepted when the whole profile is saved again.
    expect((await putPublic({ profilePictureURL: url })).statusCode).toBe(200);
    // A null takes the picture away; the rest of the profile stays, and the public page shows none.
    const removed = await putPublic({ profilePictureURL: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().publicInformation).toMatchObject({ profilePictureURL: null, partners: ['demo'] });
    const page = await server.call({ method: 'GET', url: '/api/creator-pages/creator' });
    expect(page.json().profilePictureURL).toBeNull();
  });
});
