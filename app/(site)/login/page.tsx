import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AcademyFooter } from '@/components/academy/AcademyFooter';
import { LoginForm } from '@/components/academy/LoginForm';
import { PageHero } from '@/components/ui/PageHero';
import { SESSION_ENDED_NOTE, loginCopy } from '@/lib/academy/copy';
import { safeNextPath } from '@/lib/academy/next-path';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { pageSession } from '@/lib/server/auth/page-session';
import styles from '@/components/academy/AccountForm.module.scss';
import pageStyles from '@/components/academy/AcademyPage.module.scss';
import { signInAction } from './actions';

export const metadata: Metadata = pageMetadata({
  path: '/login',
  title: 'Sign in',
  description: `${loginCopy.title}. ${loginCopy.lead}`,
});

type Props = { searchParams: Promise<{ next?: string; ended?: string }> };

/** The academy sign-in, for visitors only: a learner with a valid session goes to the academy. */
export default async function LoginPage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { next, ended } = await searchParams;
  const target = safeNextPath(next);
  if ((await pageSession()).learner) redirect(target);

  return (
    <>
      <PageHero eyebrow="Corcym Academy" title={loginCopy.title} lead={loginCopy.lead} />
      <div className={pageStyles.loginPage}>
        {ended === '1' && (
          <p className={styles.notice} role="status">
            {SESSION_ENDED_NOTE}
          </p>
        )}
        <LoginForm next={target} action={signInAction} />
        <p className={pageStyles.catalogueNote}>
          {loginCopy.noAccount} <Link href="/academy/get-started">{loginCopy.getStarted}</Link>.
        </p>
      </div>
      <AcademyFooter />
    </>
  );
}
