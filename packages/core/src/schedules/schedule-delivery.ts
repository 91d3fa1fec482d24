import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from '../context';
import type { ScheduleConfig } from './schedule-config';
import type { RenderedViz } from './schedule-pictures';
import { sendWecomImage } from './wecom-robot';

/** What a run renders: a WeChat robot takes pictures only (Datart's WECHART); mail takes what was chosen. */
export function pictureFormats(type: string, config: ScheduleConfig): ('png' | 'pdf')[] {
  if (type === 'WECHART') return ['png'];
  const chosen = (config.attachments ?? []).map((a) => a.toUpperCase());
  return [
    ...(chosen.includes('IMAGE') ? (['png'] as const) : []),
    ...(chosen.includes('PDF') ? (['pdf'] as const) : []),
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<name>_<yyyy-MM-dd_HH-mm-ss>.<ext>`, Datart's attachment names (without its random digits). */
export const fileName = (name: string, at: Date, ext: string) =>
  `${name.replace(/[\\/:*?"<>|]/g, '_')}_${at.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-')}.${ext}`;

/**
 * Pictures go inline in the HTML body, after the schedule's own text, each referenced by its content id
 * (`<img src="cid:…">`, Datart's way); PDFs are attached files.
 */
export function mailPictures(scheduleName: string, at: Date, pictures: RenderedViz[]) {
  const files: { filename: string; content: Uint8Array; cid?: string }[] = [];
  let html = '';
  for (const p of pictures) {
    if (p.format === 'pdf') {
      files.push({ filename: fileName(p.name || scheduleName, at, 'pdf'), content: p.content });
      continue;
    }
    const cid = `${randomBytes(8).toString('hex')}@tessera`;
    files.push({ filename: fileName(p.name || scheduleName, at, 'png'), content: p.content, cid });
    html += `<p><img src="cid:${cid}" alt="${escapeHtml(p.name)}" style="max-width:100%"></p>`;
  }
  return { files, html };
}

/** Each picture to the WeCom group robot, one message each, through the outbound-address policy. */
export async function sendToRobot(
  deps: ServiceDeps,
  config: ScheduleConfig,
  pictures: RenderedViz[],
): Promise<void> {
  for (const p of pictures)
    if (p.format === 'png')
      await sendWecomImage(config.webHookUrl!.trim(), Buffer.from(p.content), {
        allowList: deps.config.httpAllowList ?? [],
      });
}
