export function builtStylesheet(file: string, distDir?: string): string | undefined;
export function inlineStylesheets(
  html: string,
  read?: (file: string) => string | undefined,
  options?: { critical?: boolean },
): string;
