import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OnboardingPageForm } from '@/components/academy/OnboardingPageForm';
import { PageHero } from '@/components/ui/PageHero';
import { safeNextPath } from '@/lib/academy/next-path';
import { ONBOARDING_PATH } from '@/lib/academy/onboarding-path';
import { defaultLocale } from '@/lib/i18n/locales';
import { requirePageLearner } from '@/lib/server/auth/page-session';
import pageStyles from '@/components/academy/AcademyPage.module.scss';
import { onboardAction } from './actions';

export const metadata: Metadata = { title: 'Welcome to the Corcym Academy', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string }> };

/**
 * Onboarding as a page: where the sign-in sends a learner who has not onboarded when it ran without JavaScript
 * (with it, the same questions come as the modal of the academy pages). An onboarded learner goes straight on.
 */
export default async function OnboardingPage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const next = safeNextPath((await searchParams).next);
  const { learner } = await requirePageLearner(ONBOARDING_PATH);
  if (learner.onboarded) redirect(next);
  return (
    <>
      <PageHero
        eyebrow="Corcym Academy"
        title="Welcome to the Corcym Academy"
        lead="Before your first course, please check your details and confirm that you have read the academy’s privacy policy. A thank-you e-mail confirms your submission; if none arrives, the submission did not go through, so please submit the form again."
      />
      <div className={pageStyles.loginPage}>
        <OnboardingPageForm
          action={onboardAction}
          next={next}
          profile={{
            firstName: learner.first_name,
            lastName: learner.last_name,
            country: learner.country ?? '',
            email: learner.email,
          }}
        />
      </div>
    </>
  );
}
