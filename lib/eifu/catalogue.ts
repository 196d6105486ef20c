/**
 * The words and shapes of the document centre shared by the public pages, the back office and the validation:
 * kinds, languages, the address rules of a document code and a revision identifier. Pure data.
 */
import type { DocumentKind } from '@/lib/server/db/schema';

export const DOCUMENT_KINDS = [
  'ifu',
  'sscp',
  'safety',
  'brochure',
  'patient_booklet',
] as const satisfies readonly DocumentKind[];
export type { DocumentKind };

export const documentKindLabels: Record<DocumentKind, string> = {
  ifu: 'Instructions for use',
  sscp: 'Summary of safety and clinical performance',
  safety: 'Safety document',
  brochure: 'Brochure',
  patient_booklet: 'Patient booklet',
};

/** Languages documents are issued in (BCP 47 primary tags), with their names in English and in themselves. */
export const DOCUMENT_LANGUAGES = {
  en: 'English',
  de: 'Deutsch (German)',
  fr: 'Français (French)',
  it: 'Italiano (Italian)',
  es: 'Español (Spanish)',
  pt: 'Português (Portuguese)',
  nl: 'Nederlands (Dutch)',
  pl: 'Polski (Polish)',
  ja: '日本語 (Japanese)',
  zh: '中文 (Chinese)',
} as const;
export type DocumentLanguage = keyof typeof DOCUMENT_LANGUAGES;
export const isDocumentLanguage = (value: unknown): value is DocumentLanguage =>
  typeof value === 'string' && Object.hasOwn(DOCUMENT_LANGUAGES, value);
export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** A document's public code: /eifu/{code}. Lowercase letters, digits and single hyphens; printed on labels. */
export const DOCUMENT_CODE = /^[a-z0-9]+(?:-[a-z0-9]+){0,11}$/;
export const DOCUMENT_CODE_MAX = 60;
/** A revision identifier as printed on the document: /eifu/{code}/{revision}. */
export const REVISION_ID = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,18}[A-Za-z0-9])?$/;

export const EIFU_PATH = '/eifu';
export const documentPath = (code: string) => `${EIFU_PATH}/${code}`;
export const revisionPath = (code: string, revision: string) => `${EIFU_PATH}/${code}/${encodeURIComponent(revision)}`;
export const revisionFilePath = (code: string, revision: string) => `${revisionPath(code, revision)}/file`;
export const paperCopyPath = (code: string) => `${EIFU_PATH}/${code}/paper-copy`;

/** The address the route registry and the proxy accept for the document centre's pages. */
export const EIFU_PATTERN = new RegExp(
  `^/eifu/${DOCUMENT_CODE.source.slice(1, -1)}(?:/${REVISION_ID.source.slice(1, -1)}(?:/file)?)?$`,
);

/** EUDAMED's public search of SSCPs and devices. The Basic UDI-DI is what a reader types there. */
export const EUDAMED_DEVICE_SEARCH = 'https://ec.europa.eu/tools/eudamed/#/screen/search-device';
export const eudamedLink = (basicUdiDi: string) =>
  `${EUDAMED_DEVICE_SEARCH}?basicUdi=${encodeURIComponent(basicUdiDi)}&submitted=true`;

/** The largest PDF a revision may have (the server-action body limit is 6 MB). */
export const DOCUMENT_PDF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The document languages a visitor reads, most wanted first, from their browser's Accept-Language header
 * (`de-CH,de;q=0.9,en;q=0.8` → de, en): the search lists their documents first. Unknown tags and q=0 are dropped.
 */
export function preferredLanguages(acceptLanguage: string | null | undefined): DocumentLanguage[] {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isDocumentLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language as DocumentLanguage);
  return [...new Set(wanted)];
}
