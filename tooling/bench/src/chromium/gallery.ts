// `npm run gallery`: one PNG per chart type, drawn by the web app's real ChartRenderer in Chromium
// from the demo source (queried through @tessera/charts' buildQuery and the query engine), into
// docs/charts/gallery/<chart id>.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDemo } from './demo-query';
import { gallerySpecs } from './gallery-specs';
import { openHarness } from './harness-page';

const outDir = fileURLToPath(new URL('../../../../docs/charts/gallery/', import.meta.url));
const size = { width: 480, height: 300 };

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const only = process.argv.slice(2);
  const demo = await openDemo();
  const harness = await openHarness();
  try {
    for (const { id, config } of gallerySpecs) {
      if (only.length && !only.includes(id)) continue;
      const dataframe = await demo.run(config);
      await harness.call('renderSettled', { config, dataframe, theme: 'light', locale: 'en', ...size });
      await harness.page.locator('#stage').screenshot({ path: `${outDir}${id}.png` });
      console.log(`${id}: ${dataframe.rows.length} rows`);
    }
  } finally {
    await harness.close();
    await demo.close();
  }
}

await main();
