export function pageCacheGeneration(): number;
export function pageCacheChanged(): void;
