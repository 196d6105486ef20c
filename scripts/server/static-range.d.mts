export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined;
export function settleStaticRange(
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  options?: { dir?: string; distDir?: string },
): Promise<boolean>;
