export function satisfiesFloor(version: string, range: string): boolean;
export function requireNode(version?: string): void;
