/**
 * The patient guide booklet of each topic, generated per language into public/documents/patients. The standard
 * PDF fonts cannot set Chinese, so the Chinese page links the English booklet.
 */
export const guideLocales = ['en', 'fr', 'de', 'it', 'nl', 'es'] as const;

export function guideFile(topic: 'aortic' | 'mitral', locale: string): string {
  const language = (guideLocales as readonly string[]).includes(locale) ? locale : 'en';
  return `/documents/patients/${topic}-valve-disease-patient-guide-${language}.pdf`;
}
