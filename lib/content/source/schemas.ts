import { z } from 'zod';
import { LEAD_FORM_NAMES, type LeadFormName } from '@/lib/forms';
import type { Block, ContentPage } from '../pages/types';
import { photoSchema } from '../photos/schema';
import type { CategoryInfo, Device, Illustration, Manufacturer, Reference } from '../devices/types';

/**
 * What a content file may say: the zod schemas its front matter and blocks are checked against when the content
 * is generated (scripts/cli/gen-content.ts). Objects are strict, so a misspelt field is an error, not a silently
 * ignored line.
 */
const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const blockSchema: z.ZodType<Block> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['h2', 'h3']), text, id: slug.optional() }),
  z.strictObject({ type: z.literal('p'), text }),
  z.strictObject({ type: z.literal('list'), items: z.array(text).min(1), ordered: z.literal(true).optional() }),
  z.strictObject({
    type: z.literal('callout'),
    title: text.optional(),
    text,
    tone: z.enum(['info', 'warning']).optional(),
  }),
  z.strictObject({
    type: z.literal('table'),
    caption: text,
    columns: z.array(text),
    rows: z.array(z.array(z.string())),
  }),
  z.strictObject({ type: z.literal('contact'), title: text, lines: z.array(text).min(1) }),
  z.strictObject({
    type: z.literal('cards'),
    items: z
      .array(z.strictObject({ title: text, text, href: text.optional(), linkLabel: text.optional() }))
      .min(1, 'needs at least one card'),
  }),
]);

export const pageFrontMatterSchema = z.strictObject({
  path: z.string().regex(/^(\/[A-Za-z0-9-]+)+$/, 'must be a path of this site, e.g. /ethics'),
  title: text,
  description: text,
  eyebrow: text,
  lead: text,
  lang: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .optional(),
  updated: isoDate.optional(),
  tags: text,
  form: z
    .strictObject({
      name: z.enum(LEAD_FORM_NAMES as [LeadFormName, ...LeadFormName[]], 'must be a lead form of lib/forms'),
      id: slug,
      title: text,
      intro: text,
    })
    .optional(),
}) satisfies z.ZodType<Omit<ContentPage, 'blocks'>>;

export const referenceSchema = z.strictObject({
  authors: text,
  title: text,
  source: text,
  year: z.number().int().min(1900).max(2100),
}) satisfies z.ZodType<Reference>;

export const manufacturerSchema = z.strictObject({
  name: text,
  address: z.array(text).min(1),
}) satisfies z.ZodType<Manufacturer>;

/** References and manufacturers that several device files name by key. */
export const sharedDeviceDataSchema = z.strictObject({
  references: z.record(slug, referenceSchema),
  manufacturers: z.record(slug, manufacturerSchema),
});

const illustrations = [
  'sutureless-valve',
  'stentless-valve',
  'stented-valve',
  'mechanical-valve',
  'valved-conduit',
  'aortic-ring',
  'mitral-ring',
  'flexible-band',
  'retractor',
  'knot-pusher',
  'suture-device',
  'atrial-retractor',
] as const satisfies readonly Illustration[];

const brochureSchema = z.strictObject({
  id: slug,
  title: text,
  description: text,
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/, 'must be a PDF file name, e.g. perceval.pdf'),
});

const safetySchema = z.strictObject({
  documents: z.array(
    z.strictObject({ region: text, title: text, code: text, file: z.string().regex(/^[a-z0-9-]+\.pdf$/) }),
  ),
  /** A key of shared.yaml's manufacturers, or the manufacturer written out. */
  manufacturers: z.array(z.union([slug, manufacturerSchema])).min(1),
  ceMark: z.literal('0123').optional(),
});

const deviceFields = {
  slug,
  name: text,
  subtitle: text,
  summary: text,
  banner: z.strictObject({
    color: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour written #rrggbb'),
    illustration: z.enum(illustrations),
    /** The device's photograph, supplied by the company (docs/content.md, "A photograph"); replaces the drawing. */
    photo: photoSchema.optional(),
  }),
  claims: z.array(text).min(1),
  documentCode: text,
  tags: text,
  /** Keys of shared.yaml's references, or references written out; numbered from 1 in this order. */
  references: z.array(z.union([slug, referenceSchema])),
  brochures: z.array(brochureSchema),
  safety: safetySchema,
};

export const deviceFrontMatterSchema = z.strictObject(deviceFields);

/** A US edition of a worldwide device: `base` names it; every other field replaces the worldwide one. */
export const deviceOverlayFrontMatterSchema = z.strictObject({
  base: slug,
  ...z.strictObject(deviceFields).partial().shape,
  /** Keywords added to the worldwide page's. */
  addTags: text.optional(),
  safety: safetySchema,
});

/** The `# Section` headings of a device file, and the field each one fills. */
export const deviceSections = {
  Features: 'features',
  Performance: 'performance',
  Safety: 'intro',
  'Important Safety Information': 'importantSafetyInformation',
} as const;

/** Menu order: per category, the device files' names (without .md). */
export const deviceMenuSchema = z.strictObject({
  aortic: z.array(z.string()),
  mitral: z.array(z.string()),
  miami: z.array(z.string()),
}) satisfies z.ZodType<Record<Device['category'], string[]>>;

/** content/devices/categories.yaml: the three categories, in menu order. */
export const deviceCategoriesSchema = z
  .array(
    z.strictObject({
      category: z.enum(['aortic', 'mitral', 'miami']),
      pageSlug: slug,
      name: text,
      title: text,
      description: text,
      lead: text,
      color: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour written #rrggbb'),
      tags: text,
    }),
  )
  .length(3, 'lists the three categories: aortic, mitral and miami') satisfies z.ZodType<CategoryInfo[]>;
