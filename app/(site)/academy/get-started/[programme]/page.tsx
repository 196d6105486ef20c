import type { Metadata } from 'next';
import { AcademyContentPage, academyPageMetadata } from '@/components/academy/AcademyContentRoute';
import { staticParams } from '@/lib/route-params';

// One static page per programme of the catalogue; any other programme goes home through the proxy.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/academy/get-started/[programme]');
}

type Props = { params: Promise<{ programme: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return academyPageMetadata(`/academy/get-started/${(await params).programme}`);
}

export default async function ProgrammePage({ params }: Props) {
  return <AcademyContentPage path={`/academy/get-started/${(await params).programme}`} />;
}
