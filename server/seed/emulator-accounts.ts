// The Firebase Auth emulator keeps accounts in memory, so the demo accounts are (re)created with fixed uids at every
// start, matching the database rows (stack-notes: accounts:batchCreate with localId).
import { demoAccounts, demoPassword } from './demo-accounts';

export async function ensureEmulatorAccounts(emulatorHost: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      users: demoAccounts.map((account) => ({
        localId: account.uid,
        email: account.email,
        rawPassword: demoPassword,
        displayName: account.displayName,
        emailVerified: true,
      })),
      allowOverwrite: true,
    }),
  });
  if (!response.ok) throw new Error(`Could not create the demo accounts in the auth emulator: ${response.status} ${await response.text()}`);
}
