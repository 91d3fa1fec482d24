import { readFileSync } from 'node:fs';
import type { SinkMail } from './smtp-sink';

function mailFile(): string {
  const file = process.env.E2E_MAIL_FILE;
  if (!file)
    throw new Error('E2E_MAIL_FILE is not set: run the journeys through playwright test (global setup)');
  return file;
}

export function readMails(): SinkMail[] {
  return readFileSync(mailFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SinkMail);
}

/** Polls the SMTP sink for the newest mail to `to` whose subject matches, received at or after `since`. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { since = 0, timeoutMs = 15_000 } = {},
): Promise<SinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails()
      .filter((m) => m.at >= since && m.to.includes(to.toLowerCase()) && subject.test(m.subject))
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link of a mail whose path starts with `pathPrefix` (e.g. "/activation"). */
export function extractLink(mail: SinkMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  throw new Error(`No ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
}

/** The verification code: the mail's line that holds nothing but the code. */
export function extractCode(mail: SinkMail): string {
  const code = /^\s*([A-Za-z0-9]{4,12})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}
