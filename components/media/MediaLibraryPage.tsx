import { setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { libraryVideos } from '@/lib/media/library';
import Link from 'next/link';
import { MEDIA_LIBRARY_PATH, productLibraries } from '@/lib/media/paths';
import { MediaLibrary } from './MediaLibrary';
import pageStyles from './MediaPage.module.scss';
import styles from './MediaLibraryPage.module.scss';

const MEDIA_LIBRARY_LEAD =
  'Short animated outlines of procedures, devices and educational sessions, for surgical teams and for patients. Each video is silent, with captions carrying its text. Filter by topic, device, approach, procedure, product or feature.';

interface MediaLibraryPageProps {
  title: string;
  path: string;
  product?: string;
  /** A filter query rendered per request (app/(site)/media-library/filtered); '' for the static page. */
  filterSearch?: string;
}

/** The whole library, or the library narrowed to one product (the aortic and mitral solutions pages). */
export function MediaLibraryPage({ title, path, product, filterSearch = '' }: MediaLibraryPageProps) {
  setRequestLocale(defaultLocale);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Media library', href: MEDIA_LIBRARY_PATH },
    ...(path === MEDIA_LIBRARY_PATH ? [] : [{ label: title, href: path }]),
  ];
  return (
    <>
      <PageHero
        eyebrow="Media library"
        title={title}
        lead={MEDIA_LIBRARY_LEAD}
        breadcrumb={{ label: 'Breadcrumb', items: crumbs }}
      />
      <div className={pageStyles.page}>
        {/* The libraries narrowed to one product, as ordinary links (the filter form reaches them too, but a
            crawler or a reader without the form needs an address to follow). */}
        <nav aria-label="Libraries" className={styles.libraries}>
          <ul>
            {[{ slug: '', title: 'All videos' }, ...productLibraries].map((library) => {
              const href = library.slug ? `${MEDIA_LIBRARY_PATH}/${library.slug}` : MEDIA_LIBRARY_PATH;
              return (
                <li key={href}>
                  <Link href={href} aria-current={href === path ? 'page' : undefined}>
                    {library.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <MediaLibrary videos={libraryVideos()} product={product} path={path} serverSearch={filterSearch} />
        <p className={styles.disclaimer}>
          These videos are general information. For healthcare professionals, the instructions for use supplied with
          each device remain the reference; patients should talk to their doctor about their own situation. Product
          availability and indications vary by country.
        </p>
      </div>
    </>
  );
}
