// For the browser journey (e2e/transfer/datart-import.spec.ts), which has no MySQL driver of its own:
//   tsx datart-fixture-cli.ts create <tag>   → prints the fixture database's mysql:// URL
//   tsx datart-fixture-cli.ts drop <url>     → drops it
import { createConnection } from 'mysql2/promise';
import { datartFixture } from './datart-fixture';

const [command, arg = ''] = process.argv.slice(2);
if (command === 'create') {
  const f = await datartFixture(arg);
  await f.conn.end();
  process.stdout.write(`${f.url}\n`);
} else if (command === 'drop' && /\/datart_fixture_[a-z0-9]+$/.test(arg)) {
  const url = new URL(arg);
  const name = url.pathname.slice(1);
  url.pathname = '/';
  const conn = await createConnection({ uri: url.toString() });
  await conn.query(`drop database if exists \`${name}\``);
  await conn.end();
} else {
  process.stderr.write('usage: datart-fixture-cli.ts create <tag> | drop <fixture url>\n');
  process.exit(2);
}
