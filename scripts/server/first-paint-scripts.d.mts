export function firstPaintLoader(sources: string[]): string;
export function scriptsAfterFirstPaint(html: string): string;
