import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DeviceView } from '@/components/devices/DeviceView';
import { findDevice } from '@/lib/content/devices';
import { deviceMetadata } from '@/lib/content/devices/page-params';
import { defaultLocale } from '@/lib/i18n/locales';
import { staticParams } from '@/lib/route-params';

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('/devices/[category]/US/[slug]');

type Props = { params: Promise<{ category: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, slug } = await params;
  return deviceMetadata(category, 'us', slug);
}

export default async function UsDevicePage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const { category, slug } = await params;
  const device = findDevice(category, 'us', slug);
  if (!device) notFound();
  return <DeviceView device={device} />;
}
