import type { Metadata } from 'next';
import { AcademyContentPage, academyPageMetadata } from '@/components/academy/AcademyContentRoute';
import { masteringPages } from '@/lib/content/academy/pages';

// The five /academy/mastering-{approach} pages, generated at build time; nothing else matches here.
export const dynamicParams = false;

export function generateStaticParams() {
  return masteringPages.map((page) => ({ slug: page.path.split('/').pop()! }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return academyPageMetadata(`/academy/${(await params).slug}`);
}

export default async function MasteringPage({ params }: Props) {
  return <AcademyContentPage path={`/academy/${(await params).slug}`} />;
}
