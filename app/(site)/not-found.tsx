import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/locales';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';

// Rarely seen: the proxy sends unknown paths home before they get here.
export default async function NotFound() {
  setRequestLocale(defaultLocale);
  const t = await getTranslations('notFound');
  return (
    <PageHero eyebrow="404" title={t('title')} lead={t('body')}>
      <p>
        <Link href="/" style={{ color: '#fff' }}>
          {t('home')}
        </Link>
      </p>
    </PageHero>
  );
}
