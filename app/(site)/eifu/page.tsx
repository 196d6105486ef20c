import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EifuSearch } from '@/components/eifu/EifuSearch';
import { ScanLink } from '@/components/label-scan/ScanLink';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { EIFU_PATH } from '@/lib/eifu/catalogue';
import { eifuQuerySchema } from '@/lib/validations/documents';

export const metadata: Metadata = pageMetadata({
  path: EIFU_PATH,
  title: 'Instructions for use and device documents',
  description:
    'Instructions for use, summaries of safety and clinical performance and safety documents of our devices, by name, REF or UDI-DI.',
});

// Built ahead and regenerated in the background, and at once when a revision is published
// (lib/server/documents/revalidate.ts). A search (`?q=…`) is rewritten by the request gate onto ./results.
export const revalidate = 300;

export default function EifuPage() {
  setRequestLocale(defaultLocale);
  return (
    <>
      <EifuSearch query={eifuQuerySchema.parse({})} />
      <ScanLink boxed />
    </>
  );
}
