import { randomUUID } from 'node:crypto';

export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const identity = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;

export async function idToken(email: string, password = 'covers-demo'): Promise<string> {
  const response = await fetch(`${identity}/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}`);
  return body.idToken;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function signUp(email: string, password: string): Promise<string> {
  const response = await fetch(`${identity}/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-up failed for ${email}`);
  return body.idToken;
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
