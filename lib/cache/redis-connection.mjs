// Plain JavaScript: Next loads the cache handler that uses this module with Node's own import, uncompiled.
import { createClient } from '@redis/client';

/**
 * One Redis connection per process and URL, shared by the cache handler (which Next imports itself) and the
 * health check (bundled with the app): both module copies find it on globalThis.
 *
 * While Redis is unreachable the client keeps reconnecting in the background and every command fails at once
 * (no offline queue), so the site answers uncached instead of waiting; `ready()` waits for the first connection
 * at most `connectWaitMs`, once.
 */
const registry = Symbol.for('corcym.redis-connections');
const connections = (globalThis[registry] ??= new Map());

/**
 * @param {string} url
 * @param {{ connectWaitMs?: number, name?: string }} [options] `name` asks for a connection of its own (tests
 *   play two instances in one process that way)
 */
export function redisConnection(url, { connectWaitMs = 1_000, name = 'shared' } = {}) {
  const key = `${name} ${url}`;
  let connection = connections.get(key);
  if (!connection) {
    connection = open(url, key, connectWaitMs);
    connections.set(key, connection);
  }
  return connection;
}

function open(url, key, connectWaitMs) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  // Without a listener an 'error' event would end the process. Log an outage once, not every retry; the
  // message names the failure, never the URL (it may hold a password).
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.error(
      `[redis] unavailable (${error?.code || error?.message || 'error'}); serving without the shared cache until it is back`,
    );
  });
  client.on('ready', () => {
    if (down) console.info('[redis] connected again');
    down = false;
  });
  const connecting = client.connect().catch(() => undefined);
  const firstWait = Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, connectWaitMs).unref())]);
  return {
    client,
    /** The client when it can take commands now, else null. */
    async ready() {
      await firstWait;
      return client.isReady ? client : null;
    },
    async close() {
      connections.delete(key);
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
