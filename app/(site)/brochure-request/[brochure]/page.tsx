import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BrochureRequestPageForm } from '@/components/forms/BrochureRequestPageForm';
import { PageHero } from '@/components/ui/PageHero';
import { brochureRequestPath } from '@/lib/content/brochure-request-paths';
import { brochureById, devicePath } from '@/lib/content/devices';
import { brochureForm } from '@/lib/forms/brochure';
import { siteFormView } from '@/lib/forms/site-form';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticParams } from '@/lib/route-params';
import styles from '@/components/forms/BrochureRequestPage.module.scss';
import { requestBrochureAction } from './actions';

type Props = { params: Promise<{ brochure: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('/brochure-request/[brochure]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brochure } = await params;
  const card = brochureById(brochure);
  const title = card ? `Download the brochure: ${card.title}` : 'Download the brochure';
  return {
    ...pageMetadata({
      path: brochureRequestPath(brochure),
      title,
      description: `Request ${card?.title ?? 'a Corcym brochure'}: tell us who you are and download it as a PDF.`,
    }),
    // A form, not content: search engines get the device page (lib/routes.ts keeps it out of the sitemap).
    robots: { index: false, follow: true },
  };
}

/**
 * A brochure's request form as a page of its own: where the Download button leads before or without JavaScript
 * (with it, the same form opens as a modal on the device page).
 */
export default async function BrochureRequestPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const card = brochureById((await params).brochure);
  if (!card) notFound();
  return (
    <>
      <PageHero
        eyebrow={card.device.name}
        title={brochureForm.title}
        lead={`${card.title}. Tell us who you are and the brochure is yours to download.`}
      />
      <div className={styles.page}>
        <BrochureRequestPageForm
          choice={{ id: card.id, title: card.title }}
          view={siteFormView(brochureForm)}
          action={requestBrochureAction}
        />
        <p>
          <Link href={devicePath(card.device)}>Back to {card.device.name}</Link>
        </p>
      </div>
    </>
  );
}
