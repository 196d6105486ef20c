import { setRequestLocale } from 'next-intl/server';
import { HiddenPageView, hiddenMetadata } from '@/components/hidden/HiddenPageView';
import { defaultLocale } from '@/lib/i18n/locales';

export const metadata = hiddenMetadata('device-tracking-web-app-test');

export default function Page() {
  setRequestLocale(defaultLocale);
  return <HiddenPageView slug="device-tracking-web-app-test" />;
}
