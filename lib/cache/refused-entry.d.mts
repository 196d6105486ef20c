export const MAX_SEGMENT_BYTES: number;
export function refusedEntry(
  key: string,
  data: { kind?: string; status?: number } | null | undefined,
): 'not a page' | 'long' | undefined;
