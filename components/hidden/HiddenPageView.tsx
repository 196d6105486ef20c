import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Blocks } from '@/components/content/Blocks';
import { PageHero } from '@/components/ui/PageHero';
import { documentUrl } from '@/lib/content/brochures';
import { hiddenDocumentPages, hiddenInfoPages, hiddenVideoPages } from '@/lib/content/hidden/pages';
import { VideoDetail } from '@/components/media/VideoDetail';
import { mediaVideoById } from '@/lib/media/paths';
import styles from './Hidden.module.scss';

const all = [...hiddenDocumentPages, ...hiddenInfoPages, ...hiddenVideoPages];

/** Metadata of a hidden page: never indexed, no canonical address in the sitemap. */
export function hiddenMetadata(slug: string): Metadata {
  const page = all.find((entry) => entry.slug === slug)!;
  return { title: page.title, description: page.description, robots: { index: false, follow: false } };
}

/** A hidden page opened from a printed QR code or a direct link: a document landing page or an information page. */
export async function HiddenPageView({ slug }: { slug: string }) {
  const t = await getTranslations('hidden');
  const page = all.find((entry) => entry.slug === slug)!;
  return (
    <article>
      <PageHero
        eyebrow={page.kind === 'info' && page.staging ? t('staging') : t('eyebrow')}
        title={page.title}
        lead={page.lead}
      >
        {page.kind !== 'info' && <p className={styles.heroActions}>{t('documentCode', { code: page.code })}</p>}
      </PageHero>
      <div className={styles.body}>
        {page.kind === 'document' && (
          <a className={styles.download} href={documentUrl(page.pdf)} download>
            {t('downloadDocument')}
          </a>
        )}
        {page.kind === 'video' ? (
          <VideoDetail video={mediaVideoById(page.videoId)!} showRelated={false} />
        ) : (
          <Blocks blocks={page.blocks} />
        )}
      </div>
    </article>
  );
}
