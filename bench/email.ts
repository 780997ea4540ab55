// A guest's confirmation email, built and written as the API's mail thread does it without SMTP (server/email: the text,
// the .ics attachment, nodemailer's MIME message, the .eml file), one after another on this thread: the CPU one email
// costs. Under a burst of bookings every booking brings one, so it is a share of what a booking costs the machine.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../server/modules/email/mailer';
import { reservationEmail } from '../server/modules/email/reservation-email';
import { demoSender as sender } from '../server/modules/email/test-kit';

const reservation = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  restaurantId: 'demo',
  customerName: `Bench ${n}`,
  customerEmail: `bench${n}@example.test`,
  level: 'Terrace',
  partySize: 2,
  startTime: new Date(Date.UTC(2026, 11, 4, 17)),
  endTime: new Date(Date.UTC(2026, 11, 4, 19)),
  token: `bench-token-${n}-0123456789abcdef`,
});

export async function benchEmail(): Promise<void> {
  // In memory when the machine has it, as the booking bench does: on this VM's ext4 creating each file cost more than
  // building the message (bench/booking.ts says why); a production server sends over SMTP and writes no file.
  const mailDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'covers-bench-email-'));
  try {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Covers <no-reply@covers.test>', mailDir, blockingWrites: true, log: () => undefined });
    const languages = ['de', 'en', 'es'] as const;
    const send = (n: number) => mailer.send(reservationEmail(reservation(n), 'confirmation', languages[n % 3] ?? 'de', sender, 'http://localhost:8080'));
    // Warm: the first thousand compile the code paths.
    for (let n = 0; n < 1000; n++) await send(n);
    const count = 4000;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let n = 1000; n < 1000 + count; n++) await send(n);
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - started;
    console.log(
      `email  confirmation email built and written as .eml (${count}, one at a time)  ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms CPU each, ${(wallMs / count).toFixed(3)} ms wall each`,
    );
  } finally {
    await rm(mailDir, { recursive: true, force: true });
  }
}
