import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainJobs, scheduleRunJob, type ServiceDeps } from '@tessera/core';
import type { SunkMail } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customersByCountryModel as model,
  pdfOf,
  pngSize,
  renderingApp,
  tableConfig,
} from './render-fixture';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';

/**
 * Schedules with pictures and PDFs (issue 31): the mail's HTML body shows each chart as an inline
 * picture (a cid part), PDFs come attached, read back from the real SMTP sink; a WeChat robot (a local
 * HTTP sink here, allow-listed as an operator would) gets each picture as base64 + md5, and a robot
 * that redirects to a private address is refused at that hop.
 */
let t: TestApp;
let rendering: Awaited<ReturnType<typeof renderingApp>>;
let jobDeps: ServiceDeps;
let owner = '';
let orgId = '';
let chartId = '';
let robot: Server;
let robotUrl = '';
const received: { path: string; body: string }[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));
}

/** Reads a request's whole body. */
async function bodyOf(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

beforeAll(async () => {
  robot = createServer((req, res) => {
    if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    }
    void bodyOf(req).then((body) => {
      received.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0,"errmsg":"ok"}');
    });
  });
  const port = await listen(robot);
  robotUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ activationRequired: false, httpAllowList: [`127.0.0.1:${port}`] });
  ({ owner, orgId } = await ownerWithDemo(t));
  const demo = (await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  }[];
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: demo[0]!.id,
      script: 'select customer_id, country from customers',
      model: JSON.stringify(model),
    },
  });
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      viewId: (view.body.data as { id: string }).id,
      name: 'Customers per country',
      config: JSON.stringify(tableConfig),
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = (chart.body.data as { id: string }).id;
  rendering = await renderingApp(t);
  jobDeps = { ...t.deps, renderer: rendering.renderer };
}, 240_000);

afterAll(async () => {
  await rendering?.close();
  await t?.close();
  await new Promise((r) => robot?.close(r));
});

let n = 0;
/** Creates a schedule, runs it now through the queue with Chromium, answers its newest log. */
async function runNow(type: 'EMAIL' | 'WECHART', config: object) {
  return runContent(type, { vizContents: [{ vizType: 'DATACHART', vizId: chartId }], ...config });
}

async function runContent(type: 'EMAIL' | 'WECHART', config: object) {
  const made = await t.call('POST', '/api/v1/schedules', {
    token: owner,
    body: {
      orgId,
      name: `Pictures ${++n}`,
      type,
      cronExpression: '0 0 8 ? * 2',
      parentId: null,
      isFolder: false,
      index: n,
      config: JSON.stringify(config),
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = (made.body.data as { id: string }).id;
  expect((await t.call('POST', `/api/v1/schedules/execute/${id}`, { token: owner })).status).toBe(200);
  await drainJobs(jobDeps, [scheduleRunJob]);
  const logs = (await t.call('GET', `/api/v1/schedules/logs/${id}?count=10`, { token: owner })).body.data as {
    status: number;
    message: string | null;
  }[];
  return logs[0]!;
}

/** A multipart mail's parts with their headers (unfolded) and decoded bodies. */
function partsOf(mail: SunkMail) {
  return mail.raw.split(/\r?\n--/).map((part) => {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
    const text = body.join('\n\n');
    return {
      headers,
      text,
      bytes: base64 ? Buffer.from(text.replace(/\s+/g, ''), 'base64') : Buffer.from(text),
    };
  });
}

describe('schedules with pictures and PDFs', { timeout: 240_000 }, () => {
  it('mails the chart inline as a picture (cid) after the body’s own text, and attaches its PDF', async () => {
    const log = await runNow('EMAIL', {
      subject: 'Picture report',
      to: 'ann@example.com',
      textContent: '<p>Good morning</p>',
      attachments: ['IMAGE', 'PDF'],
      imageWidth: 800,
    });
    expect(log).toMatchObject({ status: 15, message: 'SUCCESS' });
    const mail = t.smtp.mails.find((m) => m.subject === 'Picture report')!;
    const parts = partsOf(mail);
    const html = parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))!;
    const htmlText = /quoted-printable/i.test(html.headers)
      ? html.text
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      : html.text;
    expect(htmlText).toContain('<p>Good morning</p>');
    const cid = /<img src="cid:([^"]+)"/.exec(htmlText)?.[1];
    expect(cid).toBeTruthy();
    const picture = parts.find((p) => p.headers.includes(`Content-ID: <${cid}>`))!;
    expect(picture.headers).toMatch(/content-type:\s*image\/png/i);
    expect(pngSize(picture.bytes)).toMatchObject({ signature: true, width: 800 });
    const pdfPart = parts.find((p) => /filename="Customers per country_[^"]+\.pdf"/.test(p.headers))!;
    const pdf = await pdfOf(pdfPart.bytes);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('Customers per country');
  });

  it('a storyboard as content: its page in the PDF (the story player), its page’s rows in the Excel', async () => {
    const story = await t.call('POST', '/api/v1/viz/storyboards', {
      token: owner,
      body: {
        orgId,
        name: 'Quarterly story',
        config: JSON.stringify({ version: '1.0.0' }),
        parentId: null,
        isFolder: false,
        index: 0,
      },
    });
    expect(story.status, JSON.stringify(story.body)).toBe(200);
    const storyId = (story.body.data as { id: string }).id;
    const page = await t.call('POST', '/api/v1/viz/storypages', {
      token: owner,
      body: {
        storyboardId: storyId,
        relType: 'DATACHART',
        relId: chartId,
        config: JSON.stringify({ version: '1.0.0', name: 'p0', index: 0 }),
      },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const log = await runContent('EMAIL', {
      subject: 'Story report',
      to: 'ann@example.com',
      attachments: ['PDF', 'EXCEL'],
      vizContents: [{ vizType: 'STORYBOARD', vizId: storyId }],
    });
    expect(log).toMatchObject({ status: 15, message: 'SUCCESS' });
    const parts = partsOf(t.smtp.mails.find((m) => m.subject === 'Story report')!);
    const pdf = await pdfOf(
      parts.find((p) => /filename="Quarterly story_[^"]+\.pdf"/.test(p.headers))!.bytes,
    );
    // the player's own title and the page's table (its header and rows are text)
    expect(pdf.text).toContain('Quarterly story');
    expect(pdf.text).toContain('country');
    expect(parts.some((p) => /filename="[^"]+\.xlsx"/.test(p.headers))).toBe(true);
  });

  it('sends each picture to a WeChat robot as base64 with the md5 of its bytes', async () => {
    received.length = 0;
    const log = await runNow('WECHART', { webHookUrl: `${robotUrl}/send?key=abc` });
    expect(log).toMatchObject({ status: 15, message: 'SUCCESS' });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/send?key=abc');
    const message = JSON.parse(received[0]!.body) as {
      msgtype: string;
      image: { base64: string; md5: string };
    };
    expect(message.msgtype).toBe('image');
    const png = Buffer.from(message.image.base64, 'base64');
    expect(pngSize(png).signature).toBe(true);
    expect(message.image.md5).toBe(createHash('md5').update(png).digest('hex'));
  });

  it('a robot that redirects to a private address is refused at that hop, and nothing is posted there', async () => {
    received.length = 0;
    const log = await runNow('WECHART', { webHookUrl: `${robotUrl}/redirect` });
    expect(log.status).not.toBe(15);
    expect(log.message).toContain('SSRF_BLOCKED');
    expect(received).toHaveLength(0);
  });
});
