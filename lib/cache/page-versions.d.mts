export function pageCacheGeneration(): number | undefined;
export function pageCacheChanged(): void;
export function pageCacheCounting(): void;
