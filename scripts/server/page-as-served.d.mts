export function pageAsServed(body: Buffer): Buffer;
export function sharedPageAsServed(
  body: Buffer,
  page: string,
): { body: Buffer; payload?: { hash: string; text: string } };
