import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OnboardingPageForm } from '@/components/academy/OnboardingPageForm';
import { PageHero } from '@/components/ui/PageHero';
import { safeNextPath } from '@/lib/academy/next-path';
import { ONBOARDING_PATH } from '@/lib/academy/onboarding-path';
import { onboardingForm } from '@/lib/forms/onboarding';
import { siteFormView } from '@/lib/forms/site-form';
import { defaultLocale } from '@/lib/i18n/locales';
import { requirePageLearner } from '@/lib/server/auth/page-session';
import pageStyles from '@/components/academy/AcademyPage.module.scss';
import { onboardAction } from './actions';

export const metadata: Metadata = { title: onboardingForm.title, robots: { index: false, follow: false } };

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
      <PageHero eyebrow="Corcym Academy" title={onboardingForm.title} lead={onboardingForm.intro} />
      <div className={pageStyles.loginPage}>
        <OnboardingPageForm
          action={onboardAction}
          view={siteFormView(onboardingForm)}
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
