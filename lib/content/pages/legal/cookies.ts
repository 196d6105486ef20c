import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/cookies',
  title: 'Cookie policy',
  description:
    'Which cookies the Corcym website sets, why, for how long, and how you can accept, decline or change your choice at any time.',
  eyebrow: 'Legal',
  lead: 'This policy explains which cookies and similar technologies the Corcym website uses, what each one is for, how long it lasts and how you can control it. We keep the list short: the website sets only the cookies described below, and analytics cookies are placed only if you choose to accept them.',
  updated: '2026-11-01',
  tags: 'cookie policy, cookies, cookie banner, consent, Google Analytics 4, GA4, _ga, analytics cookies, page speed, Core Web Vitals, strictly necessary cookies, Global Privacy Control, GPC, local storage, ePrivacy, GDPR, informativa cookie, politique de cookies, Cookie-Richtlinie, política de cookies',
  blocks: [
    { type: 'h2', text: 'Who is responsible' },
    {
      type: 'p',
      text: 'The website is operated by **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy, which is the controller of personal data processed through cookies on this website. Questions about this policy can be sent to [privacy@corcym.com](mailto:privacy@corcym.com). How we handle personal data more generally is described in our [privacy policy](/privacy).',
    },
    { type: 'h2', text: 'What cookies are' },
    {
      type: 'p',
      text: 'Cookies are small text files that a website asks your browser to store on your device and to send back on later visits. They allow a website to remember information such as a choice you have made or the fact that you are signed in. Local storage is a similar browser feature that keeps small pieces of information on your device; unlike cookies, it is not sent to the server with each request.',
    },
    {
      type: 'p',
      text: 'Under European privacy rules, cookies that are strictly necessary to provide a service you have asked for may be used without consent. All other cookies, including analytics cookies, require your prior consent. Our website follows this rule.',
    },
    { type: 'h2', text: 'Cookies used on this website' },
    {
      type: 'p',
      text: 'The table below lists every cookie the website sets. All of them are first-party cookies, which means they are stored under the Corcym website’s own domain.',
    },
    {
      type: 'table',
      caption: 'Cookies set by the Corcym website',
      columns: ['Name', 'Provider', 'Purpose', 'Duration', 'Type'],
      rows: [
        [
          'cookies',
          'Corcym (first-party)',
          'Stores your choice in the cookie banner: accept, declined or close. It lets the website respect your choice on every page without asking again.',
          '180 days',
          'Strictly necessary',
        ],
        [
          '__Host-session',
          'Corcym (first-party)',
          'Keeps a learner signed in to the Corcym Academy. Set only when you sign in to the academy. Marked HttpOnly, Secure and SameSite=Lax, so it cannot be read by page scripts, travels only over encrypted connections and is not sent with cross-site requests.',
          'Expires after 30 minutes of inactivity and at most 12 hours after sign-in; deleted when you log out',
          'Strictly necessary',
        ],
        [
          '_ga',
          'Google Analytics 4 (first-party cookie)',
          'Distinguishes visitors so that we can produce aggregated statistics on how the website is used. Set only after you choose Accept.',
          '2 years',
          'Analytics (consent required)',
        ],
        [
          '_ga_<container-id>',
          'Google Analytics 4 (first-party cookie)',
          'Keeps the state of a visit (session) for Google Analytics 4 statistics. The part after “_ga_” is the identifier of our analytics property. Set only after you choose Accept.',
          '2 years',
          'Analytics (consent required)',
        ],
      ],
    },
    { type: 'h3', text: 'Strictly necessary cookies' },
    {
      type: 'p',
      text: 'The **cookies** cookie records the option you selected in the cookie banner. If you accept, analytics is enabled; if you decline or simply close the banner, analytics cookies are not set. The **__Host-session** cookie exists only for learners who sign in to the Corcym Academy and is needed to keep the account secure during a session. More detail on the academy is given in the [academy cookie notice](/cookie-academy).',
    },
    { type: 'h3', text: 'Analytics cookies' },
    {
      type: 'p',
      text: 'We use Google Analytics 4 to understand, in aggregate, which pages are visited and how the website is used, so that we can improve its content and structure. The analytics cookies are placed only after you click Accept. If you later choose Decline, the website deletes the _ga and _ga_<container-id> cookies from your browser. Google Analytics 4 does not log or store IP addresses. We do not use cookies for advertising, and we do not use analytics data to identify individual visitors.',
    },
    { type: 'h3', text: 'Page speed measurement' },
    {
      type: 'p',
      text: 'If you accept analytics, your browser also measures how quickly each page you open shows its main content, how quickly it responds when you click or tap, and how much its layout shifts while loading (the Core Web Vitals), and sends these figures to our own server. No cookie is used for this. We keep only the figures, the kind of page (for example “device page”), the week and whether the device is a phone; we do not keep the page address, your IP address, your browser details or any identifier. Your IP address is used only to limit how many measurements one connection can send and is deleted within two days. The figures are deleted after 13 months. If you decline, or your browser sends the Global Privacy Control signal, nothing is measured or sent, and a later Decline stops it at once.',
    },
    {
      type: 'callout',
      title: 'Global Privacy Control',
      tone: 'info',
      text: 'If your browser sends the Global Privacy Control (GPC) signal, the website treats it as a refusal of analytics, and analytics cookies are not set.',
    },
    { type: 'h2', text: 'Local storage' },
    {
      type: 'p',
      text: 'The public website does not use local storage for tracking. In the Corcym Academy only, the key **academy_boarding** is saved in your browser’s local storage to remember that you have completed the academy onboarding, so that the onboarding steps are not shown again, and the key **academy_learner** holds only your learner number while you are signed in, so that the Logout button can be shown. Neither contains contact details; academy_learner is removed when you log out and academy_boarding remains until you clear your browser data.',
    },
    { type: 'h2', text: 'How to change your choice' },
    {
      type: 'p',
      text: 'You can change your decision at any time. Click the **cookie icon at the bottom right of every page** to reopen the cookie banner, then choose Accept or Decline. Your new choice takes effect immediately and replaces the value stored in the cookies cookie. Declining after an earlier acceptance removes the analytics cookies.',
    },
    { type: 'h2', text: 'Browser settings' },
    {
      type: 'p',
      text: 'Most browsers let you view, block and delete cookies and local storage through their privacy or security settings, and many offer private browsing modes that discard cookies when the window is closed. Please refer to your browser’s help pages for instructions. If you block all cookies, the public website will still work, but you will not be able to sign in to the Corcym Academy, and the cookie banner may be shown again on each visit because your choice cannot be remembered.',
    },
    { type: 'h2', text: 'Your rights and further information' },
    {
      type: 'p',
      text: 'Where cookies involve personal data, you have the rights described in our [privacy policy](/privacy), including the right to withdraw your consent at any time without affecting the lawfulness of processing carried out before withdrawal. For the academy, see also the [academy privacy notice](/privacyacademy).',
    },
    {
      type: 'p',
      text: 'We may update this policy if the cookies used on the website change. The date at the top of the page shows when it was last revised.',
    },
    {
      type: 'contact',
      title: 'Privacy contact',
      lines: [
        'Corcym S.r.l.',
        'Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        '[privacy@corcym.com](mailto:privacy@corcym.com)',
      ],
    },
  ],
};

export default page;
