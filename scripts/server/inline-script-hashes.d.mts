export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
