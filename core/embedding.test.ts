import { describe, expect, it } from 'vitest';
import { framedByAnyone, isEmbeddablePage } from './embedding';
import { hostMode } from './hosts';

const product = hostMode('localhost');
const restaurantHost = hostMode('book.trattoria.example');

describe('embeddable pages', () => {
  it("lets any site frame the guest's pages: the booking home and the manage link", () => {
    for (const path of ['/r/demo/', '/r/demo', '/r/bistro-2/guest/reservation/abc_DEF-123', '/r/demo/reservation']) {
      expect(isEmbeddablePage(path, product), path).toBe(true);
    }
  });

  it("finds the same pages at the root of a restaurant's own host", () => {
    for (const path of ['/', '/guest/reservation/abc_DEF-123', '/reservation', '/reservation/']) {
      expect(isEmbeddablePage(path, restaurantHost), path).toBe(true);
    }
    for (const path of ['/reservations', '/checkin', '/settings/tables', '/guest/reservation', '/login', '/r/demo/', '/admin']) {
      expect(isEmbeddablePage(path, restaurantHost), path).toBe(false);
    }
  });

  it('keeps staff, admin and creator screens to the app itself', () => {
    for (const path of ['/r/demo/reservations', '/r/demo/checkin', '/r/demo/settings/tables', '/r/demo/guest/reservation', '/admin/', '/login', '/', '/c/overview', '/api/health', '/r/Demo/']) {
      expect(isEmbeddablePage(path, product), path).toBe(false);
    }
  });

  it("turns the shell's headers into a page any site may frame, keeping the rest of the policy", () => {
    const shell = new Headers({
      'content-security-policy': "default-src 'self';frame-ancestors 'self';img-src 'self' data:",
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
    });
    const framed = framedByAnyone(shell);
    expect(framed.get('x-frame-options')).toBeNull();
    expect(framed.get('content-security-policy')).toBe("default-src 'self';img-src 'self' data:;frame-ancestors *");
    expect(framed.get('cache-control')).toBe('no-cache');
    // The shell's own headers are left as they were.
    expect(shell.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(framedByAnyone(new Headers()).get('content-security-policy')).toBeNull();
  });
});
