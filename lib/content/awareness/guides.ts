/**
 * The patient guide booklet of each topic, generated in every awareness language (requirements §2.5: the guide is
 * the sixth chapter) into public/documents/patients. Unknown locales fall back to the English booklet.
 */
import { locales } from '@/lib/i18n/locales';

export const guideLocales = locales;

export function guideFile(topic: 'aortic' | 'mitral', locale: string): string {
  const language = (guideLocales as readonly string[]).includes(locale) ? locale : 'en';
  return `/documents/patients/${topic}-valve-disease-patient-guide-${language}.pdf`;
}
