// The parts the server uses of two packages that publish no types of their own: @types/negotiator describes the 0.6
// API (without the `preferred` option of 1.x), and @types/compression would bring Express's types for one call.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
