import { z } from 'zod';
import { mediaFacets, type FacetName, type FacetValue } from '../media/facets';
import type { MediaCategory, MediaVideo, OutlineSlide } from '../media/types';

/**
 * What a file of content/media/ may say. There is one file per category of the media library
 * (content/media/{category}.yaml, a list of videos) rather than one per video: a video's entry is short, an editor
 * adding one sees its neighbours (the facets they use, the way their outlines end) in the same file, and the order of
 * the list in the file is the order of the library, so no separate menu has to be kept in step. The category is the
 * file's name; `mediaCategories` below gives the order of the files.
 *
 * Objects are strict, so a misspelt field is an error; facet values are checked against the vocabulary of
 * lib/content/media/facets.ts.
 */
const text = z.string().trim().min(1, 'must not be empty');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** The categories in the order the library lists them; each is the file content/media/{category}.yaml. */
export const mediaCategories = {
  'aortic-solutions': true,
  'mitral-solutions': true,
  'tricuspid-solutions': true,
  'minimally-invasive-instruments': true,
} as const satisfies Record<MediaCategory, true>;

/** A slide fits the 960 x 540 frame of the rendered video (scripts/cli/render-videos.ts). */
export const slideSchema = z.strictObject({
  heading: text.max(40, 'at most 40 characters, to fit the frame'),
  lines: z
    .array(text.max(60, 'at most 60 characters, to fit the frame'))
    .max(4, 'at most four lines, to fit the frame'),
}) satisfies z.ZodType<OutlineSlide>;

const facetValues = <F extends FacetName>(facet: F) =>
  z.array(z.enum(Object.keys(mediaFacets[facet].values) as [FacetValue<F>, ...FacetValue<F>[]]));

const facetsSchema = z.strictObject({
  topic: facetValues('topic'),
  device: facetValues('device'),
  approach: facetValues('approach'),
  procedure: facetValues('procedure'),
  product: facetValues('product'),
  product_feature: facetValues('product_feature'),
}) satisfies z.ZodType<MediaVideo['facets']>;

export const mediaVideoSchema = z.strictObject({
  id: slug,
  title: text,
  description: text,
  subcategory: slug,
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  audience: z.enum(['healthcare-professionals', 'patients', 'everyone']),
  facets: facetsSchema,
  slides: z.array(slideSchema).min(4, 'needs at least four slides').max(7, 'at most seven slides'),
}) satisfies z.ZodType<Omit<MediaVideo, 'category'>>;

/** A category's file: its videos, in library order. */
export const mediaFileSchema = z.array(mediaVideoSchema);
