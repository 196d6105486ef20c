import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';
export interface HtmlCache {
  readonly size: number;
  readonly bytes: number;
  lookup(body: Buffer, encoding: Encoding, page?: string): { hashes: string[]; body: Buffer };
  payload(hash: string, encoding: Encoding): Buffer | undefined;
}
export function isShareable(cacheControl: unknown): boolean;
export function chooseEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding;
export function createHtmlCache(options?: { maxBytes?: number }): HtmlCache;
