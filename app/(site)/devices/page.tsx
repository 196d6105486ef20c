import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { DeviceGrid } from '@/components/devices/DeviceGrid';
import { categories, categoryPath, devicesIn } from '@/lib/content/devices';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.scss';

export const metadata: Metadata = pageMetadata({
  path: '/devices',
  title: 'Devices',
  description:
    'Corcym aortic and mitral valves, repair rings and minimally invasive instruments, in international and United States editions.',
});

export default async function DevicesPage() {
  setRequestLocale(defaultLocale);
  const t = await getTranslations();
  return (
    <>
      <PageHero
        eyebrow={t('devicesPages.eyebrow')}
        title={t('devicesPages.overviewTitle')}
        lead={t('devicesPages.overviewLead')}
        breadcrumb={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('breadcrumb.home'), href: '/' },
            { label: t('device.devices'), href: '/devices' },
          ],
        }}
      />
      <div className={styles.body}>
        {categories.map((category) => (
          <section
            key={category.category}
            aria-labelledby={`category-${category.category}`}
            className={styles.category}
          >
            <div className={styles.head}>
              <h2 id={`category-${category.category}`}>{category.title}</h2>
              <Link href={categoryPath(category.category)}>
                {t('devicesPages.viewAll', { category: category.name.toLowerCase() })}
              </Link>
            </div>
            <p className={styles.lead}>{category.lead}</p>
            <DeviceGrid devices={devicesIn(category.category)} />
          </section>
        ))}
      </div>
    </>
  );
}
