import { setRequestLocale } from 'next-intl/server';
import { HiddenPageView, hiddenMetadata } from '@/components/hidden/HiddenPageView';
import { defaultLocale } from '@/lib/i18n/locales';

export const metadata = hiddenMetadata('file-hvv-ls-730-0002');

export default function Page() {
  setRequestLocale(defaultLocale);
  return <HiddenPageView slug="file-hvv-ls-730-0002" />;
}
