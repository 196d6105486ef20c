import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_METHOD_DESCRIPTION: string;
export function rewriteResponses(req: IncomingMessage, res: ServerResponse): void;
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;
