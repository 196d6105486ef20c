export function criticalCss(html: string, css: string): string | undefined;
