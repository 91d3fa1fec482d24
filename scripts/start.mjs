// `npm start`: install what is missing, build the web app and the server when their sources changed, then run
// the compiled server (node, not tsx) with the embedded defaults (PGlite in ./data, outbox mail) unless .env or the environment says otherwise.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseEnv } from 'node:util';
import { ensureDeps, root, run } from './ensure-deps.mjs';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

ensureDeps();

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Newest source file under `dir`, skipping installed and built folders. */
function newestSource(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'packages/ui/src',
  'packages/i18n/locales',
  'tooling/tailwind',
].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.map((p) =>
    existsSync(p) && statSync(p).isDirectory() ? newest(p) : existsSync(p) ? statSync(p).mtimeMs : 0,
  ),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('▶ Building the web app…');
  run('npm', ['run', 'build', '--workspace', '@tessera/web']);
}

// Production runs compiled JavaScript: the server and its workspace packages, bundled by esbuild.
const serverBuilt = path.join(root, 'apps/server/dist/main.js');
const serverSources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'scripts/build-node-app.mjs',
  'apps/worker/src',
  'packages',
].map((p) => path.join(root, p));
const serverSourceTime = Math.max(
  ...serverSources.map((p) =>
    !existsSync(p) ? 0 : statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs,
  ),
);
if (!existsSync(serverBuilt) || statSync(serverBuilt).mtimeMs < serverSourceTime) {
  console.log('▶ Building the server…');
  run('npm', ['run', 'build', '--workspace', '@tessera/server']);
}

// A .env file at the root is read here (the server itself only reads its environment), with Node's own
// parser: quotes, `# comments` after a value (as .env.example has them) and blank values as dotenv reads them.
const env = { ...process.env };
const dotenv = path.join(root, '.env');
if (existsSync(dotenv)) {
  for (const [key, value] of Object.entries(parseEnv(readFileSync(dotenv, 'utf8'))))
    if (!(key in process.env)) env[key] = value;
}
env.DATA_DIR ??= path.join(root, 'data');
for (const [key, value] of Object.entries(SERVER_ENV_DEFAULTS)) env[key] ??= value;

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBuilt], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
