// `npm run gallery`: the pictures of docs/charts.md's gallery (docs/charts/gallery/<chart id>.png) come
// from the e2e visual journey (e2e/visual/charts.spec.ts): the 24 chart types on a board of the demo
// data, drawn by the built app in Chromium, light theme. This runs that journey with UPDATE_GALLERY=1
// (the web app must be built: `npm run build --workspace @tessera/web`); its screenshots are compared
// with their baselines as in any run. Extra arguments go to Playwright (e.g. `--update-snapshots`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const e2e = fileURLToPath(new URL('../../../../e2e/', import.meta.url));
const run = spawnSync(
  'npx',
  ['playwright', 'test', 'visual/charts.spec.ts', '--timeout', '900000', ...process.argv.slice(2)],
  { cwd: e2e, stdio: 'inherit', env: { ...process.env, UPDATE_GALLERY: '1' } },
);
process.exit(run.status ?? 1);
