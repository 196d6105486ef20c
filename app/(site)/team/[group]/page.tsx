import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { TeamGrid } from '@/components/content/TeamGrid';
import { rolesOf, teamPages } from '@/lib/content/team';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.scss';
import { staticParams } from '@/lib/route-params';

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/team/[group]');
}

type Props = { params: Promise<{ group: string }> };
const findTeam = (slug: string) => teamPages.find((team) => team.path === `/team/${slug}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const team = findTeam((await params).group);
  return team ? pageMetadata(team) : {};
}

export default async function TeamPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const team = findTeam((await params).group);
  if (!team) notFound();
  const t = await getTranslations();
  return (
    <article>
      <PageHero
        eyebrow={t('team.eyebrow')}
        title={team.title}
        lead={team.lead}
        breadcrumb={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('breadcrumb.home'), href: '/' },
            { label: t('nav.meetTheTeam'), href: '/meet-the-team' },
            { label: team.title, href: team.path },
          ],
        }}
      />
      <div className={styles.body}>
        <div className={styles.about}>
          {team.about.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
        <TeamGrid title={t('team.rolesTitle')} roles={rolesOf(team.group)} />
      </div>
    </article>
  );
}
