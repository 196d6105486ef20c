import type { Block } from '@/lib/content/pages/types';
import leaflets from '@/lib/generated/content/leaflets';

/**
 * The academy's downloadable leaflets, attached to the lectures of the seed course: one Markdown file each in
 * content/academy/leaflets/. Each is rendered to a PDF by `npm run documents` (see lib/documents/academy.ts).
 */
export interface AcademyDocument {
  /** Path under public/, e.g. '/documents/academy/ct-scan-reading-service.pdf'. */
  path: string;
  title: string;
  lead: string;
  code: string;
  blocks: Block[];
}

export const academyDocuments: readonly AcademyDocument[] = leaflets;
