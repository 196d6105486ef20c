import { z } from 'zod';
import { text } from '../../validations/text';
import type { Photo } from './types';

/** A file under public/images/photos/: lower-case words and folders, JPEG or WebP. */
const photoFile = text().regex(
  /^\/images\/photos\/([a-z0-9-]+\/)*[a-z0-9-]+\.(jpg|jpeg|webp)$/,
  'must be a JPEG or WebP under /images/photos/, e.g. /images/photos/devices/perceval.jpg',
);
const pixels = z.number().int().min(320, 'must be the picture’s size in pixels, at least 320');

const sourceSchema = z.strictObject({ src: photoFile, width: pixels, height: pixels });

/** A photograph in a content file (lib/content/photos/types.ts): a description is required. */
export const photoSchema = z.strictObject({
  ...sourceSchema.shape,
  alt: text().trim().min(10, 'needs a description of what the photograph shows (alt), for people who cannot see it'),
  narrow: sourceSchema.optional(),
  credit: text().trim().min(1).optional(),
}) satisfies z.ZodType<Photo>;
