import type { Metadata } from 'next';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { AcademyFooter } from '@/components/academy/AcademyFooter';
import { SetPasswordForm } from '@/components/academy/SetPasswordForm';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { checkInvite } from '@/lib/server/academy-admin/invites';
import { getDb } from '@/lib/server/db';
import styles from '@/components/academy/AccountForm.module.scss';
import pageStyles from '@/components/academy/AcademyPage.module.scss';
import { setPasswordAction } from './actions';

// The token is in the address: keep it out of search engines and out of the Referer of any link on the page.
export const metadata: Metadata = {
  title: 'Choose your password',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Where an invited or reset learner chooses a password, through the single-use link from their e-mail. */
export default async function SetPasswordPage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : undefined;
  const valid = (await checkInvite(await getDb(), value)).status === 'valid';
  return (
    <>
      <PageHero
        eyebrow="Corcym Academy"
        title="Choose your password"
        lead="Set the password you will use to sign in to the academy."
      />
      <div className={pageStyles.loginPage}>
        {valid && value ? (
          <SetPasswordForm token={value} action={setPasswordAction} />
        ) : (
          <p className={styles.formError} role="alert">
            This link has expired or was already used. Ask the academy team for a new one, or{' '}
            <Link href="/login">sign in</Link> if you already set your password.
          </p>
        )}
      </div>
      <AcademyFooter />
    </>
  );
}
