import { setRequestLocale } from 'next-intl/server';
import { HiddenPageView, hiddenMetadata } from '@/components/hidden/HiddenPageView';
import { defaultLocale } from '@/lib/i18n/locales';

export const metadata = hiddenMetadata('video-cc-mk-001020-a');

export default function Page() {
  setRequestLocale(defaultLocale);
  return <HiddenPageView slug="video-cc-mk-001020-a" />;
}
