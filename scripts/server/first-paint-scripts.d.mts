export function firstPaintLoader(sources: string[], payload?: string): string;
export function scriptsAfterFirstPaint(html: string, payload?: string): string;
