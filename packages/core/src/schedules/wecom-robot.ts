import { createHash } from 'node:crypto';
import { safeFetch } from '@tessera/query';
import { AppError } from '../errors';

/** The WeCom group robot's image message: the picture as base64 and the md5 of its bytes (hex). */
export function wecomImageMessage(png: Buffer) {
  return {
    msgtype: 'image' as const,
    image: { base64: png.toString('base64'), md5: createHash('md5').update(png).digest('hex') },
  };
}

/** The robot's limit for one picture (2 MB before base64), as WeCom documents it. */
export const WECOM_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Posts one picture to a WeCom group robot through the outbound policy of HTTP sources: a private or
 * loopback address is refused unless the operator allow-listed it, and every redirect is checked
 * again. The robot answers `{errcode: 0}` when it took the message; anything else fails the send with
 * the robot's own words.
 */
export async function sendWecomImage(
  webhookUrl: string,
  png: Buffer,
  options: { allowList?: string[]; timeoutMs?: number } = {},
): Promise<void> {
  if (png.length > WECOM_MAX_IMAGE_BYTES)
    throw new AppError('SCHEDULE_WEBHOOK_FAILED', {
      reason: `the picture is ${png.length} bytes, more than the robot's 2 MB`,
    });
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(
      {
        url: webhookUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(wecomImageMessage(png)),
      },
      {
        allowList: options.allowList ?? [],
        timeoutMs: options.timeoutMs ?? 30_000,
        maxBytes: 64 * 1024,
        maxRedirects: 3,
      },
    );
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'SSRF_BLOCKED') {
      const host = (e as { params?: { host?: string } }).params?.host;
      throw new AppError('SSRF_BLOCKED', { detail: host ?? (e as Error).message });
    }
    throw new AppError('SCHEDULE_WEBHOOK_FAILED', { reason: (e as Error).message ?? String(e) });
  }
  let answer: { errcode?: number; errmsg?: string } = {};
  try {
    answer = JSON.parse(res.body.toString('utf8')) as typeof answer;
  } catch {
    // not JSON: judged by the status below
  }
  if (res.status >= 300 || answer.errcode !== 0)
    throw new AppError('SCHEDULE_WEBHOOK_FAILED', {
      reason: answer.errmsg ? `${answer.errcode ?? ''} ${answer.errmsg}`.trim() : `HTTP ${res.status}`,
    });
}
