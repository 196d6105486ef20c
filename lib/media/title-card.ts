/**
 * The line under the title on every video's title card. The renderer (scripts/cli/render-videos.ts) draws it into
 * the video's first frame; the grids draw the same card in HTML (components/media/MediaCard.tsx). A unit test keeps
 * the two in step; the renderer keeps its own copy because any change to its source re-renders every video.
 */
export const TITLE_CARD_TAGLINE = 'Animated outline · silent · captions available';
