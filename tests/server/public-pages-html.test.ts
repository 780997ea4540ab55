// The public creator pages as the server sends them (spec §2 `/{slug}`, `/all/{collection}`): the page's content,
// title, description, Open Graph tags and canonical link already in the HTML, in the reader's language; a 404 page in
// that language, with the status, for what is not there; and nothing personal in the page or its embedded data.
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer } from './file-server';
import { addCity, addPublicCreator, addRestaurant, setProfile, staticFolder } from './public-pages-kit';

const staticDir = await staticFolder();
afterAll(() => rm(staticDir, { recursive: true, force: true }));
const server = await fileServer({ staticDir, publicUrl: 'https://covers.example' });
const page = (url: string, headers: Record<string, string> = {}) => server.call({ method: 'GET', url, headers });

await setProfile(server.database.db, 'demo-creator', {
  displayName: 'Clara Creator',
  bios: { de: 'Ich esse mich durch Berlin.', en: 'I eat my way through Berlin.', es: 'Recorro Berlín comiendo.' },
  profilePictureURL: 'https://images.example/clara.jpg',
  links: ['https://example.com/clara'],
  partners: ['demo'],
});
await addPublicCreator(server.database.db, 'tricky', { displayName: '</script><b>$& Tricky "One"</b>', bio: 'Bio with $` and <tags>' });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(headOf(html))?.[1];
const embeddedOf = (html: string) => JSON.parse(/<script type="application\/json" id="public-page-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as unknown;

describe("a creator's page as the server sends it", () => {
  it('has the content, the title, the description and the Open Graph tags in the negotiated language', async () => {
    const res = await page('/creator', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Language, Cookie');
    const html = res.body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Restaurant-Tipps von Clara Creator - Covers</title>');
    expect(metaOf(html, 'description')).toBe('Ich esse mich durch Berlin.');
    expect(metaOf(html, 'og:title')).toBe('Restaurant-Tipps von Clara Creator - Covers');
    expect(metaOf(html, 'og:description')).toBe('Ich esse mich durch Berlin.');
    expect(metaOf(html, 'og:image')).toBe('https://images.example/clara.jpg');
    expect(metaOf(html, 'og:url')).toBe('https://covers.example/creator');
    expect(headOf(html)).toContain('<link rel="canonical" href="https://covers.example/creator">');
    // The page itself, before the app's root: the name, the bio, the partner and its booking link with the code.
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/<div id="prerender" data-path="\/creator">.*<h1 tabindex="-1" class="creator-page__name">Clara Creator<\/h1>.*<\/div><div id="root"><\/div>/s);
    expect(body).toContain('Ich esse mich durch Berlin.');
    expect(body).toContain('Restaurants, die Clara Creator empfiehlt');
    expect(body).toContain('Trattoria Demo');
    expect(body).toContain('href="/r/demo/?ref=creator"');
    expect(body).toContain('Tisch reservieren');
    expect(embeddedOf(html)).toMatchObject({ kind: 'creator', page: { slug: 'creator', partners: [{ restaurantId: 'demo' }] } });
    expect(html).not.toMatch(/@covers\.test|demo-creator/);
  });

  it('takes ?lang= over the cookie and the cookie over the browser; English when nothing is asked', async () => {
    expect((await page('/creator?lang=es', { cookie: 'lang=de' })).body).toContain('<html lang="es"');
    const fromCookie = (await page('/creator', { cookie: 'theme=dark; lang=es', 'accept-language': 'de' })).body;
    expect(fromCookie).toContain('Restaurantes que recomienda Clara Creator');
    expect(metaOf(fromCookie, 'description')).toBe('Recorro Berlín comiendo.');
    expect((await page('/creator')).body).toContain('<html lang="en"');
  });

  it('escapes what a creator wrote everywhere it appears, and keeps their $ patterns as written', async () => {
    const html = (await page('/tricky', { 'accept-language': 'en' })).body;
    expect(html).toContain('<title>&lt;/script&gt;&lt;b&gt;$&amp; Tricky &quot;One&quot;&lt;/b&gt;&#39;s restaurant tips - Covers</title>');
    expect(html).not.toContain('<b>$&');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(embeddedOf(html)).toMatchObject({ page: { displayName: '</script><b>$& Tricky "One"</b>', bio: 'Bio with $` and <tags>' } });
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('is a translated 404 page with the status for a name no creator has', async () => {
    for (const url of ['/nobody-here', '/owner', '/demo-creator']) {
      const res = await page(url, { 'accept-language': 'es' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Página no encontrada - Covers</title>');
      expect(res.body, url).toContain('<h1 tabindex="-1">Página no encontrada</h1>');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(res.body, url).not.toContain('rel="canonical"');
      expect(embeddedOf(res.body), url).toEqual({ kind: 'notFound' });
    }
  });
});

describe('the all hubs as the server sends them', () => {
  it('groups the restaurants under their city, those without one under "Other places"', async () => {
    await addRestaurant(server.database.db, { id: 'pp-html-kiez', name: 'Kiez Küche', cityId: await addCity(server.database.db, 'Berlin') });
    const html = (await page('/all/restaurants', { 'accept-language': 'de' })).body;
    const headings = [...html.matchAll(/<h2 id="city-[^"]*">([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(['Berlin', 'Weitere Orte']);
    expect(html.indexOf('Kiez Küche')).toBeLessThan(html.indexOf('Trattoria Demo'));
    expect(html).toContain('2 Restaurants');
  });


  it('lists the restaurants and the creators, each linking to its page', async () => {
    const restaurants = await page('/all/restaurants', { 'accept-language': 'en' });
    expect(restaurants.statusCode).toBe(200);
    expect(restaurants.body).toContain('<title>All restaurants - Covers</title>');
    expect(restaurants.body).toContain('href="/r/demo/"');
    expect(restaurants.body).not.toContain('Bistro Zwei');
    expect(headOf(restaurants.body)).toContain('<link rel="canonical" href="https://covers.example/all/restaurants">');
    const creators = await page('/all/creators?page=1&utm_source=x', { 'accept-language': 'de' });
    expect(creators.body).toContain('<title>Alle Creator - Covers</title>');
    expect(creators.body).toContain('href="/creator"');
    expect(headOf(creators.body)).toContain('<link rel="canonical" href="https://covers.example/all/creators">');
    expect(creators.body).not.toContain('@');
  });

  it('is a 404 for an unknown collection and for a page past the last or not a number', async () => {
    for (const url of ['/all/cities', '/all/creators?page=9', '/all/creators?page=zero']) {
      const res = await page(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Page Not Found - Covers</title>');
    }
  });
});
