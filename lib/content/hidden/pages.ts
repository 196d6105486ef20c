import hiddenPages from '@/lib/generated/content/hidden';
import type { HiddenPage } from '../source/other-pages';

/**
 * Hidden pages (content/hidden/): reached only from printed QR codes or direct links, never from the navigation,
 * and served with noindex. Document pages introduce a printed or downloadable document; info pages explain a
 * process; video pages play one library video.
 */
type Kind<K extends HiddenPage['kind']> = Extract<HiddenPage, { kind: K }>;
const ofKind = <K extends HiddenPage['kind']>(kind: K) =>
  hiddenPages.filter((page): page is Kind<K> => page.kind === kind);

export const hiddenDocumentPages = ofKind('document');
export const hiddenInfoPages = ofKind('info');
export const hiddenVideoPages = ofKind('video');
