/**
 * Brochures a visitor can request (SPEC 3, `broucher`). Files live in public/documents/brochures and are served
 * from the documents base URL (NEXT_PUBLIC_DOCUMENTS_URL, default: this site).
 */
export interface Brochure {
  id: string;
  title: string;
  /** Path under the documents base. */
  file: string;
}

export const brochures: readonly Brochure[] = [
  { id: 'solo-smart', title: 'Solo Smart aortic pericardial valve', file: '/documents/brochures/solo-smart.pdf' },
  { id: 'memo-3d-rechord', title: 'Memo 3D ReChord mitral annuloplasty ring', file: '/documents/brochures/memo-3d-rechord.pdf' },
];

const ids = new Set(brochures.map((brochure) => brochure.id));

export function isBrochureId(value: string): boolean {
  return ids.has(value);
}

export function getBrochure(id: string): Brochure | undefined {
  return brochures.find((brochure) => brochure.id === id);
}

export const documentsBaseUrl = (process.env.NEXT_PUBLIC_DOCUMENTS_URL ?? '').replace(/\/$/, '');

export function documentUrl(file: string): string {
  return `${documentsBaseUrl}${file}`;
}
