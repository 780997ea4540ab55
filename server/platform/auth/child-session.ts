// Child users (spec §6) share their parent's Firebase sign-in — e.g. one account on a wall tablet — and prove who they
// are with a PIN. A successful POST /users/authenticate returns this signed session, sent back as X-Child-Session.
import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const sessionHours = 12;

export function signChildSession(secret: string, parentId: string, childId: string, now = Date.now()): string {
  const expires = now + sessionHours * 3600_000;
  const payload = `${parentId}.${childId}.${expires}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload)}`;
}

/** The child id the session names, when it is genuine, unexpired and issued to this parent. */
export function verifyChildSession(secret: string, parentId: string, session: string, now = Date.now()): string | null {
  const [encoded, signature] = session.split('.');
  if (!encoded || !signature) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(secret, payload);
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
  const [parent, child, expires] = payload.split('.');
  if (parent !== parentId || !child || Number(expires) < now) return null;
  return child;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(pin, salt, 32);
  return `${salt.toString('base64url')}.${hash.toString('base64url')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const candidate = await scrypt(pin, Buffer.from(salt, 'base64url'), 32);
  const expected = Buffer.from(hash, 'base64url');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
