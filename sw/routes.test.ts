import { describe, expect, it } from 'vitest';
import { isFileImage, isPublishedFile, isShellNavigation, newestResponse, publishedUrls } from './routes';

const origin = 'https://covers.test';
const at = (path: string, base = origin) => new URL(path, base);

describe('service worker routes', () => {
  it('answers page navigations with the app shell, never the API, Firebase paths, the bucket or files', () => {
    for (const path of ['/', '/r/demo/', '/r/demo/reservations', '/login?next=x', '/admin/restaurants/demo2']) {
      expect(isShellNavigation(at(path), origin), path).toBe(true);
    }
    for (const path of ['/api/docs', '/api', '/__/auth/handler', '/files/logos/demo/a.png', '/sw.js', '/manifest.webmanifest', '/robots.txt']) {
      expect(isShellNavigation(at(path), origin), path).toBe(false);
    }
    expect(isShellNavigation(at('/r/demo/', 'https://elsewhere.test'), origin)).toBe(false);
  });

  it('serves the published app config, availability and manifests from its cache, other files not', () => {
    expect(isPublishedFile(at('/files/app-config/demo.json?v=2025-01-01'), origin)).toBe(true);
    expect(isPublishedFile(at('/files/availability/demo.json?v=1234'), origin)).toBe(true);
    expect(isPublishedFile(at('/files/manifests/demo.host.webmanifest'), origin)).toBe(true);
    expect(isPublishedFile(at('/files/logos/demo/a.png'), origin)).toBe(false);
    expect(isPublishedFile(at('/api/app-config'), origin)).toBe(false);
    expect(isPublishedFile(at('/files/app-config/demo.json', 'http://localhost:8081'), origin)).toBe(false);
  });

  it('caches uploaded images by their extension', () => {
    for (const path of ['/files/logos/demo/a.png', '/files/thumbnails/demo/b.jpg', '/files/favicons/demo/c.ico', '/files/images/demo/d.JPEG']) {
      expect(isFileImage(at(path), origin), path).toBe(true);
    }
    expect(isFileImage(at('/files/app-config/demo.json'), origin)).toBe(false);
    expect(isFileImage(at('/icons/icon-192.png'), origin)).toBe(false);
  });

  it('offline, falls back to the copy the server dated last', () => {
    const copy = (date: string | null, name: string) => ({ name, headers: { get: (header: string) => (header === 'date' ? date : null) } });
    const copies = [copy('Mon, 06 Jan 2025 10:00:00 GMT', 'older'), copy('Mon, 06 Jan 2025 10:05:00 GMT', 'newest'), copy(null, 'undated')];
    expect(newestResponse(copies)?.name).toBe('newest');
    expect(newestResponse([copy(null, 'only')])?.name).toBe('only');
    expect(newestResponse([])).toBeUndefined();
  });

  it('keeps, of what a page says it fetched before the worker, only this origin\u2019s published files', () => {
    const named = publishedUrls(
      ['/files/app-config/demo.json?v=2026-11-27', `${origin}/files/availability/demo.json?v=9`, '/files/logos/demo/a.png', 'https://evil.test/files/app-config/x.json', '/api/app-config', 7, 'http://[bad'],
      origin,
    );
    expect(named).toEqual([`${origin}/files/app-config/demo.json?v=2026-11-27`, `${origin}/files/availability/demo.json?v=9`]);
    expect(publishedUrls('not a list', origin)).toEqual([]);
    expect(publishedUrls(Array.from({ length: 50 }, (_, i) => `/files/availability/r${i}.json`), origin)).toHaveLength(20);
  });
});
