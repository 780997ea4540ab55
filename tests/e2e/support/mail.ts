/** The SMTP port the browser tests listen on; playwright.config.ts points the server's SMTP_URL at it. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
