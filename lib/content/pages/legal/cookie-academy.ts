import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/cookie-academy',
  title: 'Corcym Academy cookie notice',
  description:
    'The cookies and local storage the Corcym Academy uses for sign-in, onboarding and your cookie choice, and how optional analytics works.',
  eyebrow: 'Legal',
  lead: 'The Corcym Academy is the online education platform for healthcare professionals operated by Corcym S.r.l. This notice explains the cookies and local storage it relies on. It complements the general [cookie policy](/cookies) of the Corcym website, which applies to the academy as well.',
  updated: '2026-11-01',
  tags: 'academy cookies, Corcym Academy, session cookie, __Host-session, sign-in cookie, academy_boarding, local storage, cookie consent, Google Analytics 4, GA4, Global Privacy Control, e-learning cookies, informativa cookie academy',
  blocks: [
    { type: 'h2', text: 'Who is responsible' },
    {
      type: 'p',
      text: '**Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy, operates the academy and is the controller of personal data processed through the technologies described here. You can contact us about this notice at [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    { type: 'h2', text: 'What the academy stores on your device' },
    {
      type: 'p',
      text: 'The academy uses a small number of first-party cookies and one local storage entry. Two cookies are strictly necessary: one keeps you signed in and one remembers your cookie choice. The Google Analytics 4 cookies are optional and are set only if you accept them. The academy does not use advertising cookies.',
    },
    {
      type: 'table',
      caption: 'Cookies and local storage used in the Corcym Academy',
      columns: ['Name', 'Provider', 'Purpose', 'Duration', 'Type'],
      rows: [
        [
          '__Host-session',
          'Corcym (first-party cookie)',
          'Keeps you signed in to your academy account so that your courses, progress and attachments are available to you and to no one else. Set only when you sign in. HttpOnly, Secure and SameSite=Lax.',
          'Expires after 30 minutes of inactivity and at most 12 hours after sign-in; deleted when you log out',
          'Strictly necessary',
        ],
        [
          'cookies',
          'Corcym (first-party cookie)',
          'Stores your choice in the cookie banner: accept, declined or close.',
          '180 days',
          'Strictly necessary',
        ],
        [
          'academy_learner',
          'Corcym (browser local storage)',
          'Holds only your learner number while you are signed in, so that academy pages can show the Logout button without asking the server first.',
          'Until you log out or your session ends',
          'Strictly necessary (local storage)',
        ],
        [
          'academy_boarding',
          'Corcym (browser local storage)',
          'Remembers that you have completed the academy onboarding, so the onboarding steps are not shown again.',
          'Until you clear your browser data',
          'Strictly necessary (local storage)',
        ],
        [
          '_ga',
          'Google Analytics 4 (first-party cookie)',
          'Distinguishes visitors for aggregated usage statistics. Set only after you choose Accept.',
          '2 years',
          'Analytics (consent required)',
        ],
        [
          '_ga_<container-id>',
          'Google Analytics 4 (first-party cookie)',
          'Keeps the state of a visit for aggregated usage statistics. Set only after you choose Accept.',
          '2 years',
          'Analytics (consent required)',
        ],
      ],
    },
    { type: 'h2', text: 'The session cookie' },
    {
      type: 'p',
      text: 'When you sign in with your e-mail address and password, the academy sets the **__Host-session** cookie. Its protective attributes mean that it is sent only over encrypted connections (Secure), cannot be read by scripts running in the page (HttpOnly), is bound to the academy’s own host, and is not sent along with requests started by other websites (SameSite=Lax). The session ends after 30 minutes without activity and in any case no later than 12 hours after sign-in, after which you need to sign in again. Logging out deletes the cookie immediately.',
    },
    {
      type: 'p',
      text: 'Because the academy cannot keep you signed in without it, this cookie is strictly necessary and does not require consent. If your browser blocks it, you will not be able to use your academy account.',
    },
    { type: 'h2', text: 'Your cookie choice and onboarding' },
    {
      type: 'p',
      text: 'The **cookies** cookie records whether you accepted analytics, declined it or closed the banner, for 180 days. The **academy_boarding** entry in local storage simply records that onboarding is complete on that browser; it is not sent to our servers with your requests and does not contain your name or e-mail address. Your onboarding details themselves are stored in your account, as described in the [academy privacy notice](/privacyacademy).',
    },
    { type: 'h2', text: 'Optional analytics' },
    {
      type: 'p',
      text: 'If you choose Accept in the cookie banner, Google Analytics 4 sets the _ga and _ga_<container-id> cookies, each lasting 2 years, and we receive aggregated statistics about how pages are used. Google Analytics 4 does not log or store IP addresses. If you choose Decline, the analytics cookies are deleted and are not set again unless you later choose Accept. If your browser sends the Global Privacy Control signal, it is honoured as a refusal of analytics.',
    },
    {
      type: 'p',
      text: 'Accepting analytics also lets your browser send our own server anonymous figures on how quickly academy pages load and respond, without a cookie and without the page address or anything that identifies you. The [cookie policy](/cookies) describes this measurement in full.',
    },
    {
      type: 'p',
      text: 'Declining analytics has no effect on your access to courses, lectures or attachments.',
    },
    { type: 'h2', text: 'Changing your choice' },
    {
      type: 'p',
      text: 'Click the **cookie icon at the bottom right of every page** to reopen the cookie banner and change your decision at any time. You can also delete cookies and local storage through your browser settings; note that deleting the session cookie signs you out, and deleting academy_boarding may cause the onboarding steps to be shown again.',
    },
    { type: 'h2', text: 'More information' },
    {
      type: 'p',
      text: 'How we use your account and learning data, how long we keep it and how to exercise your rights under the GDPR (Regulation (EU) 2016/679) is explained in the [academy privacy notice](/privacyacademy) and in our general [privacy policy](/privacy). The rules for using the academy are set out in the [academy terms of use](/terms-academy).',
    },
    {
      type: 'contact',
      title: 'Questions about cookies in the academy',
      lines: [
        'Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        'Privacy: [privacy@corcym.com](mailto:privacy@corcym.com)',
        'Academy support: [academy@corcym.com](mailto:academy@corcym.com)',
      ],
    },
  ],
};

export default page;
