import { expect, type APIRequestContext } from '@playwright/test';

/** An e-mail as the local SMTP server of the end-to-end run received it (e2e/support/smtp-server.mjs). */
export type Mail = { to: string[]; subject: string; text: string; html: string };

/** The mails to an address, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const mailbox = process.env.SMTP_MAILBOX_URL;
  if (!mailbox) throw new Error('SMTP_MAILBOX_URL is not set: run the tests with node scripts/e2e.mjs.');
  return (await (await request.get(`${mailbox}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** Waits for the newest mail to `to` whose subject matches, and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp | string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matches = (await mailsTo(request, to)).filter((mail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
        found = matches.at(-1);
        return matches.length;
      },
      { timeout: 15_000, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBeGreaterThan(0);
  return found!;
}
