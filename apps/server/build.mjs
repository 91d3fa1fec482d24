// Compiles the server into dist/main.js (scripts/build-node-app.mjs says how).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNodeApp } from '../../scripts/build-node-app.mjs';

await buildNodeApp(path.dirname(fileURLToPath(import.meta.url)), 'server');
