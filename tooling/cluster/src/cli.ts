// `npm run cluster -- up|down|status`: two Tessera servers and two external workers on the local PostgreSQL
// (a fresh database of their own) and an own Redis, behind haproxy (docs/scaling.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, stopFromState, type ClusterState } from './cluster';

const stateFile = path.join(os.tmpdir(), 'tessera-cluster', 'state.json');
const adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(command: string | undefined) {
  switch (command) {
    case 'up': {
      if (existsSync(stateFile)) throw new Error(`a cluster is already up (${stateFile}); run "down" first`);
      const cluster = await startCluster({
        adminUrl,
        detached: true,
        build: process.env.CLUSTER_BUILD !== '0',
      });
      mkdirSync(path.dirname(stateFile), { recursive: true });
      writeFileSync(stateFile, JSON.stringify(cluster.state(), null, 2));
      console.log(
        `Tessera cluster is up at ${cluster.url} (logs in ${cluster.dir}); stop it with: npm run cluster -- down`,
      );
      return;
    }
    case 'down': {
      if (!existsSync(stateFile)) return console.log('no cluster is up');
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
      await stopFromState(state);
      rmSync(stateFile);
      console.log(`stopped; database ${state.database} dropped`);
      return;
    }
    case 'status': {
      if (!existsSync(stateFile)) return console.log('no cluster is up');
      console.log(readFileSync(stateFile, 'utf8'));
      return;
    }
    default:
      throw new Error('usage: npm run cluster -- up | down | status');
  }
}

main(process.argv[2]).then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
