import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { DeviceGrid } from '@/components/devices/DeviceGrid';
import { categories, devicesIn } from '@/lib/content/devices';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import styles from '../page.module.scss';
import { staticParams } from '@/lib/route-params';

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/devices/[category]');
}

type Props = { params: Promise<{ category: string }> };
const find = (slug: string) => categories.find((category) => category.pageSlug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = find((await params).category);
  return category
    ? pageMetadata({ path: `/devices/${category.pageSlug}`, title: category.title, description: category.description })
    : {};
}

export default async function CategoryPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const category = find((await params).category);
  if (!category) notFound();
  const t = await getTranslations();
  return (
    <>
      <PageHero
        eyebrow={t('devicesPages.eyebrow')}
        title={category.title}
        lead={category.lead}
        breadcrumb={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('breadcrumb.home'), href: '/' },
            { label: t('device.devices'), href: '/devices' },
            { label: category.name, href: `/devices/${category.pageSlug}` },
          ],
        }}
      />
      <div className={styles.body}>
        <DeviceGrid devices={devicesIn(category.category)} headingLevel={2} />
      </div>
    </>
  );
}
