import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const examplePlugin = path.resolve(here, '../../examples/plugins/simple-bar.js');
export const pluginFixture = (name: string) => path.join(here, 'fixtures', name);

export const widget = (page: Page, name: string): Locator =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);

/** Uploads a plugin script through the REST door, as the settings page does; answers its id. */
export async function uploadPlugin(
  orgId: string,
  token: string,
  name: string,
  file: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(file)], { type: 'text/javascript' }), path.basename(file));
  const res = await fetch(
    `${process.env.E2E_BASE_URL}/api/v1/plugins?orgId=${orgId}&name=${encodeURIComponent(name)}`,
    { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form },
  );
  const body = (await res.json()) as { data: { id: string } | null; message: string };
  if (!res.ok || !body.data) throw new Error(`plugin upload failed: ${res.status} ${body.message}`);
  return body.data.id;
}
