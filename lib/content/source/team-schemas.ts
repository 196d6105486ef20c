import { z } from 'zod';
import type { TeamGroup, TeamPageInfo, TeamRole } from '../team';
import { photoSchema } from '../photos/schema';

/**
 * What a file of content/team/ may say: one file per team page (content/team/{group}.yaml), holding the page's text
 * and, under `roles`, the roles it lists in their order. The group is the file's name; `teamGroups` below gives the
 * order of the pages. Objects are strict, so a misspelt field is an error.
 */
const text = z.string().trim().min(1, 'must not be empty');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** The team pages in site order; each is the file content/team/{group}.yaml. */
export const teamGroups = { board: true, executive: true, scientific: true } as const satisfies Record<TeamGroup, true>;

const teamRoleSchema = z.strictObject({
  id: slug,
  /** Only once the communications team has approved publishing it. */
  name: text.optional(),
  role: text,
  summary: text,
  responsibilities: z.array(text).min(1, 'needs at least one responsibility'),
  /** A portrait supplied by the company (docs/content.md, "A photograph"): shown instead of the initials. */
  photo: photoSchema.optional(),
}) satisfies z.ZodType<Omit<TeamRole, 'group'>>;

export const teamFileSchema = z.strictObject({
  path: z.string().regex(/^\/team\/[a-z0-9-]+$/, 'must be /team/ and one path segment, e.g. /team/meet-board'),
  title: text,
  description: text,
  lead: text,
  tags: text,
  /** Paragraphs; links are written [text](/path). */
  about: z.array(text).min(1, 'needs at least one paragraph'),
  roles: z.array(teamRoleSchema).min(1, 'needs at least one role'),
}) satisfies z.ZodType<Omit<TeamPageInfo, 'group'> & { roles: Omit<TeamRole, 'group'>[] }>;
