import { setRequestLocale } from 'next-intl/server';
import { HiddenPageView, hiddenMetadata } from '@/components/hidden/HiddenPageView';
import { defaultLocale } from '@/lib/i18n/locales';

export const metadata = hiddenMetadata('file-cc-mk-00263-c');

export default function Page() {
  setRequestLocale(defaultLocale);
  return <HiddenPageView slug="file-cc-mk-00263-c" />;
}
