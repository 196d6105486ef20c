import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HtmlCache } from './html-cache.mjs';

export const API_METHOD_DESCRIPTION: string;
export function rewriteResponses(req: IncomingMessage, res: ServerResponse, options?: { htmlCache?: HtmlCache }): void;
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;
