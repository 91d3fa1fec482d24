import { mkdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A link or code worth printing to the log when mail goes to the outbox (single-machine mode). */
  highlight?: string;
  /** Scheduled reports: an HTML body (the text stays as the plain alternative), copies, files. */
  html?: string;
  cc?: string[];
  bcc?: string[];
  /** A file; with a `cid`, a picture the HTML body shows inline (`<img src="cid:…">`). */
  attachments?: { filename: string; content: Uint8Array; cid?: string }[];
}

/** The nodemailer message of a MailMessage. */
const envelopeOf = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  ...(m.cc?.length ? { cc: m.cc } : {}),
  ...(m.bcc?.length ? { bcc: m.bcc } : {}),
  ...(m.attachments?.length
    ? {
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      }
    : {}),
});

export interface Mailer {
  /** Whether real SMTP is configured (reported as `mailEnable`). */
  readonly smtp: boolean;
  send(message: MailMessage): Promise<void>;
}

/** nodemailer, loaded with the first mail: a server that sends none does not carry it (≈ 15 MB resident). */
const nodemailer = () => import('nodemailer');

/**
 * An outbox file's name: time, the address made safe and cut to 60 characters, and a digest of the
 * whole address (addresses cut alike stay apart, and the same address sent twice in one millisecond
 * gets one file per message through the counter). Any valid address (up to 254 characters) gives a name
 * well under the 255-byte limit of file systems; the address itself is in the file.
 */
let outboxSeq = 0;
export function outboxFileName(to: string, now: number): string {
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 60);
  const digest = createHash('sha256').update(to).digest('hex').slice(0, 12);
  outboxSeq = (outboxSeq + 1) % 1_000_000;
  return `${now}-${outboxSeq}-${safe}-${digest}.eml`;
}

/** SMTP through nodemailer when `smtpUrl` is set; otherwise .eml files in `outboxDir` plus a log line. */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const smtpUrl = opts.smtpUrl;
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return {
      smtp: true,
      async send(m) {
        transport ??= nodemailer().then((n) => n.createTransport(smtpUrl));
        await (await transport).sendMail(envelopeOf(opts.from, m));
      },
    };
  }
  let stream: Promise<Transporter> | undefined;
  return {
    smtp: false,
    async send(m) {
      stream ??= nodemailer().then((n) =>
        n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await stream).sendMail(envelopeOf(opts.from, m));
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, outboxFileName(m.to, Date.now()));
      await writeFile(file, info.message as Buffer);
      opts.logger.info(
        { to: m.to, subject: m.subject, file, highlight: m.highlight },
        `mail written to outbox${m.highlight ? `: ${m.highlight}` : ''}`,
      );
    },
  };
}
