/** img attributes of a video poster: the 1x source as `src`, the 2x one in `srcSet`. */
export interface PosterAttributes {
  src: string;
  srcSet: string;
}

/** The id's place in a poster template (a slug never holds underscores, so it cannot clash). */
export const POSTER_ID_SLOT = '__POSTER_ID__';

/**
 * A poster's attributes from the template the server computed once. The library grid sends every video's props
 * in the hydration payload; one template instead of two image URLs per video keeps about 11 KB (raw) out of the
 * page, and this runs in the browser without the image component's script.
 */
export function posterFor(template: PosterAttributes, id: string): PosterAttributes {
  const slot = encodeURIComponent(id);
  return {
    src: template.src.replaceAll(POSTER_ID_SLOT, slot),
    srcSet: template.srcSet.replaceAll(POSTER_ID_SLOT, slot),
  };
}
