import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedAddress } from '@tessera/query';
import { z } from 'zod';
import { AppError } from '../errors';
import { isValidEmail } from '../validation';
import { alertSchema } from './schedule-alert';

/**
 * A schedule's job config, Datart's `ScheduleJobConfig` (stored as JSON; Datart's client sends it as a
 * JSON string): recipients `;`-separated, an HTML body, the attachments, the charts and boards to send.
 */
export const scheduleConfigSchema = z
  .object({
    subject: z.string().max(255).nullish(),
    to: z.string().max(4000).nullish(),
    cc: z.string().max(4000).nullish(),
    bcc: z.string().max(4000).nullish(),
    textContent: z.string().max(200_000).nullish(),
    attachments: z.array(z.string().max(16)).max(8).nullish(),
    imageWidth: z.number().int().positive().max(10_000).nullish(),
    webHookUrl: z.string().max(2000).nullish(),
    setCronExpressionManually: z.boolean().nullish(),
    vizContents: z
      .array(z.object({ vizType: z.string().max(32), vizId: z.string().max(64) }).passthrough())
      .max(50)
      .nullish(),
    /** Beyond Datart: send only when a condition on the chart's result holds (./schedule-alert.ts). */
    alert: alertSchema.nullish(),
  })
  .passthrough();
export type ScheduleConfig = z.infer<typeof scheduleConfigSchema>;

/** The attachment types made here: Datart's EXCEL, IMAGE (inline pictures) and PDF, and CSV. */
export const ATTACHMENTS = ['EXCEL', 'CSV', 'IMAGE', 'PDF'] as const;
export type Attachment = (typeof ATTACHMENTS)[number];

/** `a@x; b@y` → the addresses; each one that is not an address is refused by name. */
export function addressList(raw: string | null | undefined, field: 'to' | 'cc' | 'bcc'): string[] {
  const list = (raw ?? '')
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of list)
    if (!isValidEmail(address))
      throw new AppError(
        'SCHEDULE_ADDRESS_INVALID',
        { address, field },
        { fields: [{ path: `config.${field}`, message: 'invalid' }] },
      );
  return list;
}

/**
 * The robot's address may not reach this machine or its private network (the outbound policy of HTTP
 * sources): a literal address, `localhost`, and every address the name resolves to are checked now;
 * each hop is checked again when the message is sent.
 */
export async function checkWebhookUrl(raw: string, allowList: string[] = []): Promise<void> {
  const refuse = (host: string) =>
    new AppError(
      'SSRF_BLOCKED',
      { detail: host },
      { fields: [{ path: 'config.webHookUrl', message: 'invalid' }] },
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'config.webHookUrl', message: 'invalid' }] });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(url.hostname);
  // The operator's HTTP_SOURCE_ALLOWLIST (host, or host:port) lets a private robot through, as for sources.
  if (allowList.includes(url.hostname) || allowList.includes(url.host)) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) throw refuse(host);
  if (isIP(host)) {
    if (isBlockedAddress(host)) throw refuse(host);
    return;
  }
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => isBlockedAddress(a.address))) throw refuse(host);
}

/** The checked content of a schedule of `type` (a folder has none). */
export async function checkScheduleConfig(
  type: string,
  config: ScheduleConfig,
  allowList: string[] = [],
): Promise<ScheduleConfig> {
  if (type === 'FOLDER') return config;
  const attachments = (config.attachments ?? []).map((a) => a.toUpperCase());
  if (type === 'EMAIL') {
    const to = addressList(config.to, 'to');
    addressList(config.cc, 'cc');
    addressList(config.bcc, 'bcc');
    if (!to.length)
      throw new AppError(
        'SCHEDULE_RECIPIENT_REQUIRED',
        {},
        { fields: [{ path: 'config.to', message: 'required' }] },
      );
    if (!config.subject?.trim())
      throw new AppError(
        'SCHEDULE_SUBJECT_REQUIRED',
        {},
        { fields: [{ path: 'config.subject', message: 'required' }] },
      );
    for (const a of attachments)
      if (!(ATTACHMENTS as readonly string[]).includes(a))
        throw new AppError('SCHEDULE_ATTACHMENT_UNSUPPORTED', { type: a });
  } else {
    if (!config.webHookUrl?.trim())
      throw new AppError(
        'SCHEDULE_WEBHOOK_REQUIRED',
        {},
        { fields: [{ path: 'config.webHookUrl', message: 'required' }] },
      );
    await checkWebhookUrl(config.webHookUrl.trim(), allowList);
  }
  if (!config.vizContents?.length)
    throw new AppError(
      'SCHEDULE_CONTENT_EMPTY',
      {},
      { fields: [{ path: 'config.vizContents', message: 'required' }] },
    );
  return { ...config, attachments };
}
