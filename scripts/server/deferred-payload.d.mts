export const PAYLOAD_PATH: string;
export function takePayload(html: string): { html: string; payload: string } | undefined;
export function payloadAddress(payload: string, page: string): { hash: string; url: string };
export function parsePayloadRequest(url: string): { hash: string; page: string } | undefined;
export function servePayload(
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  options: {
    htmlCache: import('./html-cache.mjs').HtmlCache | undefined;
    fetchPage: (page: string) => Promise<unknown>;
    chooseEncoding: (req: import('node:http').IncomingMessage) => import('./html-cache.mjs').Encoding;
  },
): Promise<void>;
export function createPageFetcher(
  request: (page: string) => Promise<unknown>,
  options?: { everyMs?: number; remember?: number; now?: () => number },
): (page: string) => Promise<unknown>;
export function createSelfPageRequest(
  origin: () => string,
  options?: { fetch?: typeof globalThis.fetch; timeoutMs?: number },
): (page: string) => Promise<void>;
