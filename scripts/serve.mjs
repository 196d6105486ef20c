#!/usr/bin/env node
// Serves an existing production build through the site's server (server/): `node scripts/serve.mjs
// [-p PORT] [-H HOST]`. `npm start` builds first when needed and then does the same.
import { requireNode } from './require-node.mjs';
import { startSiteServer } from '../server/host/index.mjs';

requireNode();

const args = process.argv.slice(2);
const option = (short, long) => {
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 ? args[index + 1] : undefined;
};

await startSiteServer({
  port: Number(option('-p', '--port') ?? process.env.PORT ?? 3000),
  hostname: option('-H', '--hostname') ?? process.env.HOSTNAME_BIND ?? undefined,
});
