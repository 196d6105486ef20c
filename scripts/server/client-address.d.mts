import type { IncomingMessage } from 'node:http';

export interface TrustedProxies {
  isTrusted(address: string | undefined): boolean;
  count: number;
}
export function parseTrustedProxies(spec?: string): TrustedProxies;
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustedProxies,
): string;
export function normaliseForwardedHeaders(
  req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } },
  trust: TrustedProxies,
): { client: string; fromProxy: boolean };
