export function rankSumTest(a: number[], b: number[]): { p: number; position: number };
