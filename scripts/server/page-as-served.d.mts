export function pageAsServed(body: Buffer): Buffer;
