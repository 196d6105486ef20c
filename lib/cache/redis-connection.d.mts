import type { RedisClientType } from '@redis/client';

export interface RedisConnection {
  client: RedisClientType;
  /** The client when it can take commands now, else null. */
  ready(): Promise<RedisClientType | null>;
  close(): Promise<void>;
}

export function redisConnection(url: string, options?: { connectWaitMs?: number; name?: string }): RedisConnection;
