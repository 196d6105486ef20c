/**
 * Brochures a visitor can request (requirements §3, `broucher`): every brochure card of the device catalogue. Files are
 * generated into public/documents/ and served from the documents base URL (NEXT_PUBLIC_DOCUMENTS_URL, default:
 * this site), so a storage host can take over without touching the catalogue.
 */
import { brochureById } from './devices';

const documentsBaseUrl = (process.env.NEXT_PUBLIC_DOCUMENTS_URL ?? '').replace(/\/$/, '');

export function documentUrl(path: string): string {
  return `${documentsBaseUrl}${path}`;
}

export const brochurePath = (file: string) => `/documents/brochures/${file}`;
export const safetyDocumentPath = (file: string) => `/documents/safety/${file}`;

export function getBrochure(id: string) {
  const card = brochureById(id);
  return card && { id: card.id, title: card.title, file: brochurePath(card.file) };
}
