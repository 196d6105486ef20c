import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACTION_BODY_LIMIT_BYTES: number;
export function isPossibleServerAction(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
export function isCrossSiteAction(req: Pick<IncomingMessage, 'headers'>): boolean;
export function jsonDepth(text: string): number;
export function malformedActionBody(body: Buffer, contentType: string | undefined): Promise<string | undefined>;
export interface Refusal {
  status: number;
  message: string;
}
export function screenServerAction(
  req: IncomingMessage,
  options?: { limit?: number },
): Promise<{ refuse: Refusal; request?: undefined } | { request: IncomingMessage; refuse?: undefined }>;
export function sendRefusal(res: ServerResponse, refusal: Refusal): void;
