import { randomUUID } from 'node:crypto';

export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const identity = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;

/** Signs in (or up) with a password at the emulator's Identity Toolkit: the ID token, or why there is none. */
async function passwordAccount(call: 'signInWithPassword' | 'signUp', email: string, password: string): Promise<string> {
  const response = await fetch(`${identity}/accounts:${call}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`${call === 'signUp' ? 'sign-up' : 'sign-in'} failed for ${email}`);
  return body.idToken;
}

export function idToken(email: string, password = 'covers-demo'): Promise<string> {
  return passwordAccount('signInWithPassword', email, password);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function signUp(email: string, password: string): Promise<string> {
  return passwordAccount('signUp', email, password);
}

/** The emulator keeps the out-of-band codes it "emailed"; the newest one for an address. */
export async function latestOobCode(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-covers/oobCodes`);
  const body = (await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const codes = body.oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
  const last = codes.at(-1);
  if (!last) throw new Error(`no reset code for ${email}`);
  return last.oobCode;
}
