/* eslint-disable no-console -- an example script prints its results */
// Signs in and prints who you are and your organisations, through both doors.
//   TESSERA_URL=http://localhost:8080 TESSERA_USER=admin TESSERA_PASSWORD=secret1 npx tsx packages/sdk/examples/whoami.ts
import { createTesseraClient } from '../src/index';

const client = createTesseraClient({ baseUrl: process.env.TESSERA_URL ?? 'http://localhost:8080' });
const user = await client.signIn(process.env.TESSERA_USER ?? 'admin', process.env.TESSERA_PASSWORD ?? '');
console.log(`Signed in as ${user.username} <${user.email}>`);
const info = await client.rest.GET('/sys/info');
console.log(`Server version ${info.version}`);
const me = await client.trpc.user.me.query();
for (const org of me.organizations) console.log(`- ${org.name}${org.owner ? ' (owner)' : ''}`);
await client.signOut();
