// Image uploads (spec §7 static files): logo, favicon, app icons and area images are stored by kind with their variants,
// served from /files with image types and a long cache, named by content; limits and refusals are clear codes; only
// the right staff may upload, and only for their own restaurant.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../core/images';
import { areas } from '../../server/platform/db/schema';
import { createTestServer, demo, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A small picture: a coloured block with a transparent border when `transparent`. */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', color = '#8c2f39'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: color } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
}

const upload = (url: string, payload: Buffer | string, options: { as?: string; contentType?: string; restaurant?: string } = {}) =>
  server.call({
    method: 'POST',
    url,
    as: options.as ?? demo.owner,
    headers: { 'content-type': options.contentType ?? 'image/png', ...(options.restaurant ? { 'x-restaurant-id': options.restaurant } : {}) },
    payload,
  });

/** Fetches a /files URL the way a browser would and checks it is a long-cached image. */
async function servedImage(url: string, contentType: string) {
  expect(url).toMatch(/^\/files\/[a-z-]+\/demo\/[0-9a-f]{24}[a-z0-9-]*\.(png|jpg|ico)$/);
  const reply = await server.app.inject({ method: 'GET', url });
  expect(reply.statusCode, url).toBe(200);
  expect(reply.headers['content-type']).toBe(contentType);
  const maxAge = Number(/max-age=(\d+)/.exec(String(reply.headers['cache-control']))?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
  return reply.rawPayload;
}

async function sizeOf(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

async function publishedConfig(restaurantId = 'demo') {
  const reply = await server.app.inject({ method: 'GET', url: `/files/app-config/${restaurantId}.json` });
  return reply.json() as { images?: Record<string, Record<string, string>> };
}

describe('logo', () => {
  it('stores a png and a jpg thumbnail, serves them with long caching and republishes the app config', async () => {
    const reply = await upload('/api/images/logo', await picture(2000, 1000));
    expect(reply.statusCode, reply.body).toBe(200);
    const logo = reply.json().images.logo as { png: string; thumbnail: string };
    expect(logo.png).toMatch(/^\/files\/logos\/demo\//);
    expect(logo.thumbnail).toMatch(/^\/files\/thumbnails\/demo\/.+\.jpg$/);
    expect(await sizeOf(await servedImage(logo.png, 'image/png'))).toEqual({ width: 1024, height: 512, format: 'png' });
    expect(await sizeOf(await servedImage(logo.thumbnail, 'image/jpeg'))).toEqual({ width: 256, height: 128, format: 'jpeg' });
    expect((await publishedConfig()).images?.logo).toEqual(logo);
    const config = await server.call({ method: 'GET', url: '/api/app-config', restaurant: 'demo' });
    expect(config.json().images.logo).toEqual(logo);
  });

  it('names files by content: the same upload gives the same names, a different one new names', async () => {
    const first = (await upload('/api/images/logo', await picture(64, 64))).json().images.logo;
    const again = (await upload('/api/images/logo', await picture(64, 64))).json().images.logo;
    const other = (await upload('/api/images/logo', await picture(64, 64, 'png', '#123456'))).json().images.logo;
    expect(again).toEqual(first);
    expect(other.png).not.toBe(first.png);
  });

  it('takes the type from the bytes, not from the Content-Type', async () => {
    const reply = await upload('/api/images/logo', await picture(100, 80, 'jpeg'), { contentType: 'application/octet-stream' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await sizeOf(await servedImage(reply.json().images.logo.png, 'image/png'))).toMatchObject({ width: 100, height: 80 });
  });

  it('is removed from the app config on DELETE, the other images stay', async () => {
    await upload('/api/images/favicon', await picture(64, 64));
    await upload('/api/images/logo', await picture(64, 64));
    const reply = await server.call({ method: 'DELETE', url: '/api/images/logo', as: demo.owner });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().images).not.toHaveProperty('logo');
    expect(reply.json().images).toHaveProperty('favicon');
    expect((await publishedConfig()).images).not.toHaveProperty('logo');
  });
});

describe('favicon', () => {
  it('keeps an .ico file exactly as given', async () => {
    const ico = icoFile(await picture(32, 32));
    const reply = await upload('/api/images/favicon', ico, { contentType: 'image/x-icon' });
    expect(reply.statusCode, reply.body).toBe(200);
    const favicon = reply.json().images.favicon as Record<string, string>;
    expect(Object.keys(favicon)).toEqual(['ico']);
    expect(favicon.ico).toMatch(/^\/files\/favicons\/demo\/.+\.ico$/);
    expect((await servedImage(favicon.ico as string, 'image/x-icon')).equals(ico)).toBe(true);
  });

  it('makes 32 and 48 px PNGs and an .ico (16, 32, 48) from an image', async () => {
    const reply = await upload('/api/images/favicon', await picture(300, 200, 'webp'), { contentType: 'image/webp' });
    expect(reply.statusCode, reply.body).toBe(200);
    const favicon = reply.json().images.favicon as { ico: string; png32: string; png48: string };
    expect(await sizeOf(await servedImage(favicon.png32, 'image/png'))).toEqual({ width: 32, height: 32, format: 'png' });
    expect(await sizeOf(await servedImage(favicon.png48, 'image/png'))).toEqual({ width: 48, height: 48, format: 'png' });
    const ico = await servedImage(favicon.ico, 'image/x-icon');
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  });
});

describe('app icon', () => {
  it('makes 192 and 512 px PNGs and a maskable 512 px PNG with an opaque, full-bleed background', async () => {
    const reply = await upload('/api/images/app-icon', await picture(600, 400));
    expect(reply.statusCode, reply.body).toBe(200);
    const icon = reply.json().images.appIcon as { png192: string; png512: string; maskable512: string };
    expect(await sizeOf(await servedImage(icon.png192, 'image/png'))).toEqual({ width: 192, height: 192, format: 'png' });
    expect(await sizeOf(await servedImage(icon.png512, 'image/png'))).toEqual({ width: 512, height: 512, format: 'png' });
    const maskable = await servedImage(icon.maskable512, 'image/png');
    expect(await sizeOf(maskable)).toEqual({ width: 512, height: 512, format: 'png' });
    const { data, info } = await sharp(maskable).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect([alphaAt(0, 0), alphaAt(511, 511), alphaAt(256, 256)]).toEqual([255, 255, 255]);
  });

  it("the restaurant's web app manifests name the icons, the maskable one included", async () => {
    const icon = (await upload('/api/images/app-icon', await picture(512, 512))).json().images.appIcon as Record<string, string>;
    const reply = await server.app.inject({ method: 'GET', url: '/files/manifests/demo.webmanifest' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(reply.headers['cache-control']).toBe('public, no-cache');
    const manifest = reply.json();
    expect(manifest).toMatchObject({ start_url: '/r/demo/', scope: '/r/demo/', display: 'standalone' });
    expect(manifest.icons).toContainEqual({ src: icon.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' });
    expect(manifest.icons).toContainEqual({ src: icon.png192, sizes: '192x192', type: 'image/png', purpose: 'any' });
    const onOwnHost = await server.app.inject({ method: 'GET', url: '/files/manifests/demo.host.webmanifest' });
    expect(onOwnHost.json()).toMatchObject({ start_url: '/', scope: '/' });
  });

  it('refuses an icon smaller than 192 px with a clear message', async () => {
    const reply = await upload('/api/images/app-icon', await picture(100, 100));
    expect([reply.statusCode, reply.json().error]).toEqual([400, 'invalid_request']);
    expect(reply.json().message).toMatch(/at least 192 × 192/);
  });
});

describe('area images', () => {
  const terrace = async () => (await server.database.db.select().from(areas).where(and(eq(areas.restaurantId, 'demo'), eq(areas.id, 'terrace'))))[0];

  it("makes a large jpg (≤ 1600 px) and a 400 px thumbnail and sets the named area's imageURL", async () => {
    const reply = await upload('/api/images/area?areaId=terrace', await picture(2400, 1600, 'jpeg'), { contentType: 'image/jpeg' });
    expect(reply.statusCode, reply.body).toBe(201);
    const { imageURL, thumbnailURL, area } = reply.json() as { imageURL: string; thumbnailURL: string; area: { _id: string; imageURL: string } };
    expect(imageURL).toMatch(/^\/files\/images\/demo\/.+\.jpg$/);
    expect(thumbnailURL).toMatch(/^\/files\/thumbnails\/demo\/.+\.jpg$/);
    expect(area).toMatchObject({ _id: 'terrace', imageURL });
    expect((await terrace())?.imageUrl).toBe(imageURL);
    expect(await sizeOf(await servedImage(imageURL, 'image/jpeg'))).toEqual({ width: 1600, height: 1067, format: 'jpeg' });
    expect(await sizeOf(await servedImage(thumbnailURL, 'image/jpeg'))).toEqual({ width: 400, height: 267, format: 'jpeg' });
  });

  it('without an area only stores the files; the URL is then accepted as an area imageURL, a look-alike is not', async () => {
    const before = (await terrace())?.imageUrl;
    const reply = await upload('/api/images/area', await picture(800, 600));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).not.toHaveProperty('area');
    expect((await terrace())?.imageUrl).toBe(before);
    const body = { name: 'Image Test Area', localizedNames: { en: 'Image test' }, imageURL: reply.json().imageURL };
    const created = await server.call({ method: 'POST', url: '/api/areas', as: demo.owner, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().imageURL).toBe(reply.json().imageURL);
    for (const imageURL of ['/files/../secret.jpg', '/etc/passwd', 'javascript:alert(1)', '/files/images/demo/a.jpg?x=<script>']) {
      const refused = await server.call({ method: 'POST', url: '/api/areas', as: demo.owner, payload: { ...body, name: 'Refused', imageURL } });
      expect([imageURL, refused.statusCode]).toEqual([imageURL, 400]);
    }
  });

  it("restaurant A's staff cannot set restaurant B's area image", async () => {
    const before = (await terrace())?.imageUrl;
    const own = await upload('/api/images/area?areaId=terrace', await picture(400, 300), { as: demo.owner2 });
    expect([own.statusCode, own.json().error]).toEqual([404, 'not_found']);
    const crossing = await upload('/api/images/area?areaId=terrace', await picture(400, 300), { as: demo.owner2, restaurant: 'demo' });
    expect([crossing.statusCode, crossing.json().error]).toEqual([403, 'access_denied']);
    expect((await terrace())?.imageUrl).toBe(before);
    // Their own area works and lands in their own folder.
    const theirs = await upload('/api/images/area?areaId=main', await picture(400, 300), { as: demo.owner2 });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().imageURL).toMatch(/^\/files\/images\/demo2\//);
  });

  it("a brand upload by restaurant B changes only B's app config", async () => {
    const demoLogo = (await publishedConfig('demo')).images?.logo;
    const reply = await upload('/api/images/logo', await picture(50, 50, 'png', '#00ff00'), { as: demo.owner2 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().images.logo.png).toMatch(/^\/files\/logos\/demo2\//);
    expect((await publishedConfig('demo')).images?.logo).toEqual(demoLogo);
  });
});

describe('limits and refusals', () => {
  it('an image over 5 MiB is 413 payload_too_large with the limit in the message', async () => {
    const png = await picture(64, 64);
    const huge = Buffer.concat([png, Buffer.alloc(maxImageBytes + 1 - png.length)]);
    const reply = await upload('/api/images/area', huge);
    expect([reply.statusCode, reply.json().error]).toEqual([413, 'payload_too_large']);
    expect(reply.json().message).toMatch(/5 MiB/);
  });

  it('a stranger or a host is refused before the server reads the upload', async () => {
    const png = await picture(64, 64);
    const huge = Buffer.concat([png, Buffer.alloc(maxImageBytes + 1 - png.length)]);
    // The same oversized body that staff get 413 for: refused for who sends it, not for its size.
    const stranger = await server.app.inject({ method: 'POST', url: '/api/images/logo', headers: { 'content-type': 'image/png', 'x-restaurant-id': 'demo' }, payload: huge });
    expect([stranger.statusCode, stranger.json().error]).toEqual([401, 'invalid_auth_header']);
    const host = await upload('/api/images/logo', huge, { as: demo.host });
    expect(host.statusCode).toBe(403);
  });

  it('other JSON routes keep their 256 KiB limit', async () => {
    const reply = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload: { restaurantName: 'x'.repeat(300 * 1024) } });
    expect([reply.statusCode, reply.json().error]).toEqual([413, 'payload_too_large']);
  });

  it('what is not an accepted image is 415 unsupported_media_type, whatever the Content-Type says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const ico = icoFile(await picture(32, 32));
    const cases: [string, Buffer | string, string][] = [
      ['/api/images/logo', 'just some text', 'image/png'],
      ['/api/images/logo', svg, 'image/svg+xml'],
      ['/api/images/area', gif, 'image/gif'],
      ['/api/images/logo', ico, 'image/x-icon'],
      ['/api/images/logo', 'plain words', 'text/plain'],
      ['/api/images/area', JSON.stringify({ image: 'x' }), 'application/json'],
      ['/api/images/area', '<image/>', 'application/xml'],
    ];
    for (const [url, payload, contentType] of cases) {
      const reply = await upload(url, payload, { contentType });
      expect([url, contentType, reply.statusCode, reply.json().error]).toEqual([url, contentType, 415, 'unsupported_media_type']);
      expect(reply.json().message).toMatch(/PNG|image/);
    }
    const logoIco = await upload('/api/images/logo', ico, { contentType: 'image/x-icon' });
    expect(logoIco.json().message).toBe('A logo must be a PNG, JPEG or WebP file, not ICO');
  });

  it('a damaged image or an empty body is 400 invalid_request', async () => {
    const png = await picture(400, 400);
    const damaged = await upload('/api/images/area', png.subarray(0, 60));
    expect([damaged.statusCode, damaged.json().error, damaged.json().message]).toEqual([400, 'invalid_request', 'The image cannot be read; the file may be damaged']);
    const empty = await server.call({ method: 'POST', url: '/api/images/logo', as: demo.owner });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'invalid_request']);
  });

  it('an unknown kind or area id is refused', async () => {
    const kind = await upload('/api/images/banner', await picture(64, 64));
    expect([kind.statusCode, kind.json().error]).toEqual([400, 'invalid_request']);
    const area = await upload('/api/images/area?areaId=no-such-area', await picture(400, 300));
    expect([area.statusCode, area.json().error]).toEqual([404, 'not_found']);
  });

  it('staff without the permission are refused, and nothing is stored', async () => {
    const before = await publishedConfig();
    const logo = await upload('/api/images/logo', await picture(64, 64, 'png', '#abcdef'), { as: demo.host });
    expect([logo.statusCode, logo.json().error]).toEqual([403, 'missing_permission']);
    const area = await upload('/api/images/area?areaId=terrace', await picture(400, 300), { as: demo.host });
    expect([area.statusCode, area.json().error]).toEqual([403, 'missing_permission']);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/images/logo', headers: { 'content-type': 'image/png', 'x-restaurant-id': 'demo' }, payload: await picture(64, 64) });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'invalid_auth_header']);
    expect(await publishedConfig()).toEqual(before);
  });

  it('the app config PUT cannot set image URLs (only uploads do)', async () => {
    const before = (await publishedConfig()).images;
    const reply = await server.call({ method: 'PUT', url: '/api/app-config', as: demo.owner, payload: { images: { logo: { png: 'https://evil.test/x.png', thumbnail: 'javascript:alert(1)' } } } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().images).toEqual(before);
  });
});

/** An .ico with one PNG entry, as image editors write them. */
function icoFile(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
