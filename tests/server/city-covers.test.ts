// Cities as the admin keeps them (spec §2 admin area, §7 city covers): a time zone its new restaurants start with, and a
// cover uploaded and resized like the other images; a city that still has restaurants cannot be deleted.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { restaurantsKit } from './restaurants-kit';

const server = await fileServer();
const { createRestaurant } = restaurantsKit(server);

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  (format === 'png' ? sharp({ create: { width, height, channels: 4, background: '#3a6ea5' } }).png() : sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } }).jpeg()).toBuffer();

async function newCity(payload: Record<string, unknown> = {}): Promise<{ _id: string; timeZone: string; coverImageURL: string | null }> {
  const res = await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: 'Lisboa', country: 'pt', ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const uploadCover = (cityId: string, payload: Buffer | string, contentType = 'image/png', as: string = demo.admin) =>
  server.call({ method: 'POST', url: `/api/admin/cities/${cityId}/cover`, as, headers: { 'content-type': contentType }, payload });

describe('city time zone', () => {
  it('is kept, defaults to Europe/Berlin and must be a real zone', async () => {
    const city = await newCity({ timeZone: 'Europe/Lisbon' });
    expect(city).toMatchObject({ country: 'PT', timeZone: 'Europe/Lisbon', coverImageURL: null });
    expect((await server.call({ method: 'GET', url: `/api/cities/${city._id}` })).json().timeZone).toBe('Europe/Lisbon');
    expect((await newCity()).timeZone).toBe('Europe/Berlin');
    const changed = await server.call({ method: 'PUT', url: `/api/admin/cities/${city._id}`, as: demo.admin, payload: { name: 'Lisboa', country: 'PT', timeZone: 'Atlantic/Azores' } });
    expect(changed.json().timeZone).toBe('Atlantic/Azores');
    const wrong = await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: 'Nowhere', country: 'PT', timeZone: 'Mars/Olympus' } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('city cover', () => {
  it('is resized into a large JPEG and a thumbnail, served from /files, and kept by a later edit', async () => {
    const city = await newCity();
    const res = await uploadCover(city._id, await picture(2400, 1200));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().coverImageURL as string;
    expect(url).toMatch(new RegExp(`^/files/city-covers/${city._id}/[0-9a-f]{24}\\.jpg$`));
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    const thumbnail = await server.app.inject({ method: 'GET', url: url.replace('/city-covers/', '/thumbnails/') });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });

    // The edit form sends the uploaded path back with the other fields.
    const edited = await server.call({ method: 'PUT', url: `/api/admin/cities/${city._id}`, as: demo.admin, payload: { name: 'Lisbon', country: 'PT', coverImageURL: url } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Lisbon', coverImageURL: url });
  });

  it('refuses what is not a usable picture, an unknown city and anyone but an admin', async () => {
    const city = await newCity();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await uploadCover(city._id, gif, 'image/gif')).json().error).toBe('unsupported_media_type');
    const small = await uploadCover(city._id, await picture(120, 80, 'jpeg'), 'image/jpeg');
    expect(small.statusCode).toBe(400);
    expect(small.json().params).toMatchObject({ reason: 'imageTooSmall', side: 200 });
    expect((await uploadCover(city._id, '{"a":1}', 'application/json')).statusCode).toBe(415);
    expect((await uploadCover('no-such-city', await picture(400, 400))).statusCode).toBe(404);
    expect((await uploadCover(city._id, await picture(400, 400), 'image/png', demo.owner)).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: `/api/cities/${city._id}` })).json().coverImageURL).toBeNull();
  });
});

describe('deleting a city', () => {
  it('is refused with a conflict while a restaurant is in it', async () => {
    const city = await newCity();
    const inside = await createRestaurant({ cityId: city._id });
    const refused = await server.call({ method: 'DELETE', url: `/api/admin/cities/${city._id}`, as: demo.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', params: { reason: 'cityHasRestaurants', restaurants: 1 } });
    await server.call({ method: 'PUT', url: `/api/admin/restaurant-metadata/${inside.restaurantId}`, as: demo.admin, payload: { cityId: null } });
    expect((await server.call({ method: 'DELETE', url: `/api/admin/cities/${city._id}`, as: demo.admin })).statusCode).toBe(200);
  });
});
