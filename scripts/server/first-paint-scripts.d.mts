export const LOADER_START: string;
export function firstPaintLoader(sources: string[], payload?: string): string;
export function scriptsAfterFirstPaint(html: string, payload?: string): string;
export function loaderArguments(html: string): { sources: string[]; payload: string | undefined } | undefined;
