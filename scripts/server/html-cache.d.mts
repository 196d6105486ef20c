import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';
export interface HtmlCache {
  readonly size: number;
  readonly bytes: number;
  lookup(body: Buffer, encoding: Encoding): { hashes: string[]; body: Buffer };
}
export function isShareable(cacheControl: unknown): boolean;
export function chooseEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding;
export function createHtmlCache(options?: { maxBytes?: number }): HtmlCache;
