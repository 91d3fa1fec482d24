import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  /** The message as received (multipart mails: read their parts from here). */
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(src[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(v: string): string {
  return v.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Just enough MIME for the single-part text mails Tessera sends. */
export function parseMail(raw: string, to: string[]): SunkMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to, subject, text, raw };
}

/** An in-process SMTP server that keeps what it receives, for tests of real mail delivery. */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to`, waiting briefly for delivery. */
    async waitFor(to: string, timeoutMs = 5000): Promise<SunkMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const m = [...mails].reverse().find((x) => x.to.includes(to.toLowerCase()) || x.to.includes(to));
        if (m) return m;
        if (Date.now() > until) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
