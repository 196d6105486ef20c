export function verdict(after: number[], before: number[]): string;
export function writeSection(section: string, file?: string | URL): void;
