import { isValidEmail } from '@tessera/core/schemas';

export interface ParsedEmails {
  /** Distinct addresses in the order typed (case-insensitive duplicates dropped). */
  emails: string[];
  /** The ones that fail the server's rule (packages/core/src/validation.ts isValidEmail). */
  invalid: string[];
}

/** Splits what was typed or pasted (commas, semicolons, spaces, new lines) into addresses. */
export function parseEmails(text: string): ParsedEmails {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const raw of text.split(/[\s,;，；]+/)) {
    const address = raw.trim().replace(/^<(.*)>$/, '$1');
    if (!address) continue;
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(address);
  }
  return { emails, invalid: emails.filter((e) => !isValidEmail(e)) };
}
