import { setRequestLocale } from 'next-intl/server';
import { HiddenPageView, hiddenMetadata } from '@/components/hidden/HiddenPageView';
import { defaultLocale } from '@/lib/i18n/locales';

export const metadata = hiddenMetadata('file-e-0191-2022-05-a');

export default function Page() {
  setRequestLocale(defaultLocale);
  return <HiddenPageView slug="file-e-0191-2022-05-a" />;
}
