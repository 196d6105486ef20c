import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { documentUrl, getBrochure } from '@/lib/content/brochures';
import { defaultLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { brochureForToken } from '@/lib/server/leads/site-forms';
import styles from '@/components/hidden/Hidden.module.scss';

// Each token is checked against the database on every request; these pages are never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Brochure download', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** The download link a brochure request opens (/hidden-pages/{token}); any other token gets the same friendly page. */
export default async function BrochureDownloadPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const t = await getTranslations('hidden');
  const brochureId = await brochureForToken(await getDb(), (await params).token);
  const brochure = brochureId ? getBrochure(brochureId) : undefined;

  if (!brochure) {
    return (
      <PageHero eyebrow={t('eyebrow')} title={t('expiredTitle')} lead={t('expiredLead')}>
        <p className={styles.heroActions}>
          <Link href="/devices">{t('toDevices')}</Link>
        </p>
      </PageHero>
    );
  }
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('readyTitle')} lead={brochure.title} />
      <div className={styles.body}>
        <p>{t('readyLead')}</p>
        <a className={styles.download} href={documentUrl(brochure.file)} download>
          {t('download')}
        </a>
      </div>
    </>
  );
}
