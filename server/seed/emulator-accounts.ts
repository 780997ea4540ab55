// The Firebase Auth emulator keeps accounts in memory, so the demo accounts are created with fixed uids at start-up,
// matching the database rows (stack-notes: accounts:batchCreate with localId). Existing accounts are left alone:
// overwriting them would invalidate ID tokens already handed out (e.g. to a test running at the same time).
import { demoAccounts, demoPassword } from './demo-accounts';

export async function ensureEmulatorAccounts(emulatorHost: string, projectId: string): Promise<void> {
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const lookup = await fetch(`${base}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ localId: demoAccounts.map((account) => account.uid) }),
  });
  if (!lookup.ok) throw new Error(`Auth emulator lookup failed: ${lookup.status} ${await lookup.text()}`);
  const existing = new Set(((await lookup.json()) as { users?: { localId: string }[] }).users?.map((user) => user.localId));
  const missing = demoAccounts.filter((account) => !existing.has(account.uid));
  if (missing.length === 0) return;
  const response = await fetch(`${base}/accounts:batchCreate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      users: missing.map((account) => ({
        localId: account.uid,
        email: account.email,
        rawPassword: demoPassword,
        displayName: account.displayName,
        emailVerified: true,
      })),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown[] };
  if (!response.ok || (body.error && body.error.length > 0)) {
    throw new Error(`Could not create the demo accounts in the auth emulator: ${response.status} ${JSON.stringify(body)}`);
  }
}
