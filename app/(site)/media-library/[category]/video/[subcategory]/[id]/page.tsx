import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { VideoDetail } from '@/components/media/VideoDetail';
import { PageHero } from '@/components/ui/PageHero';
import { mediaFacets } from '@/lib/content/media/facets';
import { defaultLocale } from '@/lib/i18n/locales';
import { videoJsonLd, videoMetadata } from '@/lib/media/metadata';
import { MEDIA_LIBRARY_PATH, mediaVideoById, mediaVideoPath } from '@/lib/media/paths';
import styles from '@/components/media/MediaPage.module.scss';
import { staticParams } from '@/lib/route-params';

// One static page per catalogue video; an unknown id is not in the registry, so the proxy sends it home.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/media-library/[category]/video/[subcategory]/[id]');
}

type Params = { category: string; subcategory: string; id: string };
type Props = { params: Promise<Params> };

async function videoOf(params: Promise<Params>) {
  const { category, subcategory, id } = await params;
  const video = mediaVideoById(id);
  return video && video.category === category && video.subcategory === subcategory ? video : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await videoOf(params);
  return video ? videoMetadata(video) : {};
}

export default async function VideoPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const video = await videoOf(params);
  if (!video) notFound();
  const topic = video.facets.topic[0];
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(videoJsonLd(video)).replace(/</g, '\\u003c') }}
      />
      <PageHero
        eyebrow={topic ? mediaFacets.topic.values[topic] : 'Video'}
        title={video.title}
        breadcrumb={{
          label: 'Breadcrumb',
          items: [
            { label: 'Home', href: '/' },
            { label: 'Media library', href: MEDIA_LIBRARY_PATH },
            { label: video.title, href: mediaVideoPath(video) },
          ],
        }}
      />
      <div className={styles.page}>
        <VideoDetail video={video} />
      </div>
    </>
  );
}
