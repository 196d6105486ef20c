import type { Metadata } from 'next';
import { AcademyContentPage, academyPageMetadata } from '@/components/academy/AcademyContentRoute';
import { staticParams } from '@/lib/route-params';

// The five /academy/mastering-{approach} pages, generated at build time; nothing else matches here.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/academy/[slug]');
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return academyPageMetadata(`/academy/${(await params).slug}`);
}

export default async function MasteringPage({ params }: Props) {
  return <AcademyContentPage path={`/academy/${(await params).slug}`} />;
}
