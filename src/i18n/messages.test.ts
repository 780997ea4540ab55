import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, routeNameKey, type RouteId } from '../../core/routes/route-table';
import { startupLabels } from '../ui/Spinner';
import { guestLaterPattern, guestMessagePattern, guestRoutes } from './message-sets';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

const messages = { de, en, es };

const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The public pages' markup, shared with the server (public-views/). */
const publicViewsDir = path.resolve(srcDir, '..', 'public-views');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Message ids written literally in the code: id="…" and id: '…'. */
function usedIds(files = sourceFiles(srcDir)): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bid[=:]\s*['"]([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+)['"]/g)) ids.add(match[1] as string);
    for (const match of text.matchAll(/formatMessage\(\{\s*id:\s*'([^']+)'/g)) ids.add(match[1] as string);
  }
  return ids;
}

describe('messages used by the code', () => {
  it('exist in every language for every literal id', () => {
    const ids = new Set([...usedIds(), ...usedIds(sourceFiles(publicViewsDir))]);
    expect(ids.size).toBeGreaterThan(50);
    for (const [language, catalogue] of Object.entries(messages)) {
      const missing = [...ids].filter((id) => !(id in catalogue));
      expect(missing, `${language} lacks`).toEqual([]);
    }
  });

  it("keep everything the guest's screens say in the guest's share of the catalogue", () => {
    // The guest's screens: the booking and gift-card features and the parts of the app around them that a guest sees.
    const guestFiles = [
      ...sourceFiles(path.join(srcDir, 'features/booking')),
      // The public creator pages load the guest's share too (./message-sets.ts).
      ...sourceFiles(path.join(srcDir, 'features/public-pages')),
      ...sourceFiles(publicViewsDir),
      ...sourceFiles(path.join(srcDir, 'features/gift-cards')),
      ...['app/App.tsx', 'app/ErrorBoundary.tsx', 'app/pages/ErrorPage.tsx', 'shell/Shell.tsx', 'shell/CookieBanner.tsx', 'shell/LanguageSwitcher.tsx', 'ui/Spinner.tsx'].map((file) => path.join(srcDir, file)),
    ];
    const ids = usedIds(guestFiles);
    expect(ids.size).toBeGreaterThan(40);
    expect([...ids].filter((id) => !guestMessagePattern.test(id))).toEqual([]);
    for (const route of guestRoutes) expect(guestMessagePattern.test(routeNameKey(route as RouteId))).toBe(true);
    expect(guestMessagePattern.test('settings.tables.title')).toBe(false);
  });

  it('keep what the booking home says in the first part of the guest’s share, and the flow’s words in the rest', () => {
    const home = ['features/booking/BookingHomePage.tsx', 'shell/GuestHeader.tsx', 'features/booking/AvailabilityState.tsx', 'features/booking/CallRestaurant.tsx'];
    const around = ['app/App.tsx', 'app/ErrorBoundary.tsx', 'app/pages/ErrorPage.tsx', 'shell/Shell.tsx', 'shell/LanguageSwitcher.tsx', 'ui/Spinner.tsx', 'ui/ConnectionNotice.tsx'];
    const first = usedIds([...home, ...around].map((file) => path.join(srcDir, file)));
    expect(first.size).toBeGreaterThan(10);
    expect([...first].filter((id) => guestLaterPattern.test(id))).toEqual([]);
    // The cookie banner comes once the page is interactive, with the rest of the words (src/shell/Shell.tsx).
    const later = ['features/booking/DateStep.tsx', 'features/booking/ContactStep.tsx', 'shell/CookieBanner.tsx'].map((file) => path.join(srcDir, file));
    const flow = usedIds([...later, ...sourceFiles(path.join(srcDir, 'features/gift-cards'))]);
    expect([...flow].filter((id) => !guestLaterPattern.test(id))).toEqual([]);
  });

  it('say "loading" before the catalogue arrives as the catalogue says it', () => {
    for (const [language, catalogue] of Object.entries(messages)) {
      expect(startupLabels[language], language).toBe(catalogue.loading.replace(/…$/, ''));
    }
  });

  it('name every route of the table in every language', () => {
    for (const [language, catalogue] of Object.entries(messages)) {
      const missing = routes.map((route) => routeNameKey(route.id)).filter((id) => !(id in catalogue));
      expect(missing, `${language} lacks`).toEqual([]);
    }
  });

  it('name the three navigation groups', () => {
    for (const catalogue of Object.values(messages)) {
      for (const group of ['Reservations', 'Insights', 'Management']) expect(catalogue).toHaveProperty([`group.${group}`]);
    }
  });
});
