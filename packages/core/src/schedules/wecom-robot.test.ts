import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkWebhookUrl } from './schedule-config';
import { sendWecomImage, wecomImageMessage } from './wecom-robot';

/** A stand-in for the WeCom robot: it keeps what it is sent and answers as the robot does. */
const received: { path: string; body: unknown }[] = [];
const sink = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/moved')
      return res.writeHead(307, { location: 'http://10.0.0.1/cgi-bin/webhook/send' }).end();
    received.push({
      path: req.url ?? '',
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
    });
    if (req.url?.includes('key=bad')) return json(200, { errcode: 93000, errmsg: 'invalid webhook url' });
    json(200, { errcode: 0, errmsg: 'ok' });
  });
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  host = `127.0.0.1:${(sink.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => sink.close(r)));

// Any bytes stand for the picture: the robot checks the md5 of what it decodes.
const picture = Buffer.from('\x89PNG\r\n\x1a\n tessera picture bytes', 'binary');

const code = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe('WeCom group robot', () => {
  it('posts the picture as base64 with the md5 of its bytes', async () => {
    await sendWecomImage(`http://${host}/cgi-bin/webhook/send?key=k1`, picture, { allowList: [host] });
    const got = received.at(-1)!;
    expect(got.path).toBe('/cgi-bin/webhook/send?key=k1');
    expect(got.body).toEqual({
      msgtype: 'image',
      image: { base64: picture.toString('base64'), md5: createHash('md5').update(picture).digest('hex') },
    });
    const { image } = got.body as { image: { base64: string; md5: string } };
    expect(createHash('md5').update(Buffer.from(image.base64, 'base64')).digest('hex')).toBe(image.md5);
    expect(wecomImageMessage(picture).image.md5).toMatch(/^[0-9a-f]{32}$/);
  });

  it("fails with the robot's own words when it refuses the message", async () => {
    const failed = await sendWecomImage(`http://${host}/send?key=bad`, picture, { allowList: [host] }).catch(
      (e: unknown) => e,
    );
    expect(code(failed)).toBe('SCHEDULE_WEBHOOK_FAILED');
    expect((failed as AppError).params).toEqual({ reason: '93000 invalid webhook url' });
  });

  it('refuses a private address unless the operator allowed it, at save and at send', async () => {
    const before = received.length;
    const failed = await sendWecomImage(`http://${host}/send?key=k1`, picture).catch((e: unknown) => e);
    expect(code(failed)).toBe('SSRF_BLOCKED');
    expect(code(await checkWebhookUrl(`http://${host}/send`).catch((e: unknown) => e))).toBe('SSRF_BLOCKED');
    expect(code(await checkWebhookUrl('http://192.168.1.20/send').catch((e: unknown) => e))).toBe(
      'SSRF_BLOCKED',
    );
    await expect(checkWebhookUrl(`http://${host}/send`, [host])).resolves.toBeUndefined();
    expect(received.length).toBe(before);
  });

  it('checks each redirect again: an allowed robot cannot send the picture on to a private address', async () => {
    const before = received.length;
    const failed = await sendWecomImage(`http://${host}/moved`, picture, { allowList: [host] }).catch(
      (e: unknown) => e,
    );
    expect(code(failed)).toBe('SSRF_BLOCKED');
    expect((failed as AppError).params).toEqual({ detail: '10.0.0.1' });
    expect(received.length).toBe(before);
  });
});
