// `npm test`: the whole suite — lint, types, unit and integration tests of every workspace, then the
// Playwright journeys against the built app in Chromium. Installs what it needs on first run.
import { existsSync } from 'node:fs';
import { ensureDeps, run } from './ensure-deps.mjs';

ensureDeps();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const step = (title, args) => {
  console.log(`\n▶ ${title}`);
  run('npx', ['turbo', ...args], { env });
};

step('Lint and type-check', ['run', 'lint', 'typecheck', '--output-logs=errors-only']);
step('Unit and integration tests', [
  'run',
  'test',
  '--filter=!@tessera/e2e',
  '--concurrency=2',
  '--output-logs=full',
]);
step('Build the web app', ['run', 'build', '--filter=@tessera/web', '--output-logs=errors-only']);

if (!existsSync('/usr/bin/chromium')) {
  console.error('\n✖ The browser journeys need Chromium at /usr/bin/chromium: apt-get install -y chromium');
  process.exit(1);
}
console.log('\n▶ Browser journeys (Playwright, Chromium)');
run('npm', ['run', 'test', '--workspace', '@tessera/e2e'], { env });
console.log('\n✔ All test stages passed');
