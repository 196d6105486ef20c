export function firstPaintLoader(sources: string[]): string;
export function scriptsAfterFirstPaint(html: string): string;
export function pageAsServed(body: Buffer): Buffer;
