import { z } from 'zod';
import { text } from './text';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE } from './fields';

/** Rules of the back-office news form, shared by the form and its server actions. */
export const NEWS_TYPES = ['news', 'press'] as const;
export const NEWS_STATUSES = ['draft', 'published'] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export { IMAGE_UPLOAD_MAX_BYTES as NEWS_IMAGE_MAX_BYTES } from './image-upload';

/**
 * A readable address part from a title: accents dropped, anything else not a letter or digit becomes one hyphen.
 * Written here because it is four lines and must give the same answer in the browser (the slug hint) and on the
 * server (the stored slug).
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const line = (message: string, max: number) =>
  text({ error: message })
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters.`);

export const newsFormSchema = z
  .object({
    title: line('Enter a title.', 200),
    slug: text()
      .trim()
      .max(80, 'Please use at most 80 characters for the address.')
      .refine(
        (value) => value === '' || SLUG_PATTERN.test(value),
        'Use lowercase letters, digits and single hyphens in the address, e.g. annual-meeting-2026.',
      )
      .optional()
      .default(''),
    news_type: z.enum(NEWS_TYPES, { error: 'Choose news or press release.' }),
    date: text({ error: 'Enter the date of the item.' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the item.')
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        'Enter a real calendar date.',
      ),
    description: line('Enter a short summary.', 300),
    body: text({ error: 'Write the text of the item.' })
      .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE)
      .trim()
      .min(1, 'Write the text of the item.')
      .max(50_000, 'Please keep the text under 50,000 characters.'),
    image_alt: text()
      .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
      .trim()
      .max(200, 'Please use at most 200 characters for the image description.')
      .optional()
      .default(''),
    remove_image: z.boolean().default(false),
  })
  .transform((value) => ({ ...value, slug: value.slug || slugFromTitle(value.title) }))
  .refine((value) => SLUG_PATTERN.test(value.slug), {
    path: ['slug'],
    message: 'The title gives no usable address; type one, e.g. annual-meeting-2026.',
  });

export type NewsFormInput = z.infer<typeof newsFormSchema>;

export const newsListQuerySchema = z.object({
  q: text().trim().max(200).catch(''),
  type: z.enum(NEWS_TYPES).optional().catch(undefined),
  status: z
    .enum([...NEWS_STATUSES, 'deleted'])
    .optional()
    .catch(undefined),
  sort: z.enum(['date', 'title', 'updated_at', 'status']).catch('date'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;
