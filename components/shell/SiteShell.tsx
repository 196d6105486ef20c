import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { gaMeasurementId } from '@/lib/site-config';
import { consentPendingScript } from '@/lib/consent';
import { Header } from './Header';
import { Footer } from './Footer';
import { CookieConsent } from './CookieConsent';
import { Analytics } from './Analytics';
import { WebVitals } from './WebVitals';
import { IdleScreen } from './IdleScreen';
import { Notifications } from './Notifications';
import { BrochureModalHost } from '@/components/forms/BrochureModalHost';

/** Everything around a page's content, shared by the site's root layouts. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  return (
    <>
      <div id="app-root">
        <a href="#main" className="skip-link no-print">
          {t('header.skipToContent')}
        </a>
        {/* Right after the skip link, so keyboard visitors meet the banner early instead of after the footer. */}
        <CookieConsent
          labels={{
            title: t('consent.title'),
            body: t('consent.body'),
            policy: t('consent.policy'),
            accept: t('consent.accept'),
            decline: t('consent.decline'),
            close: t('consent.close'),
          }}
        />
        {/* After the banner, not before it: the flag that shows the banner is set once the parser has read the
            whole banner, so a frame painted mid-document never shows it half-built and then taller (a layout
            shift, measured at 0.04 on phones). */}
        <script dangerouslySetInnerHTML={{ __html: consentPendingScript }} />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <IdleScreen title={t('idle.title')} body={t('idle.body')} />
      <Notifications />
      <BrochureModalHost />
      {gaMeasurementId && <Analytics measurementId={gaMeasurementId} />}
      {/* The site's own measurement, under the same consent, with or without a Google Analytics id. */}
      <WebVitals />
    </>
  );
}
