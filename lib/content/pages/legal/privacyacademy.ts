import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacyacademy',
  title: 'Corcym Academy privacy notice',
  description:
    'How the Corcym Academy processes account, onboarding and learning data, including course progress, lecture viewing and attachment downloads.',
  eyebrow: 'Legal',
  lead: 'The Corcym Academy offers online education on Corcym devices and techniques to healthcare professionals. This notice explains, in line with the General Data Protection Regulation (Regulation (EU) 2016/679), what personal data the academy processes when you register, sign in and follow courses, and what choices and rights you have.',
  updated: '2026-11-01',
  tags: 'academy privacy, Corcym Academy, e-learning privacy, learner data, course progress, onboarding, academy account, password hash, session cookie, healthcare professional training, GDPR, informativa privacy academy, formazione online',
  blocks: [
    { type: 'h2', text: 'Data controller' },
    {
      type: 'p',
      text: 'The academy is operated by **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy, which is the controller of your data. Privacy questions and requests can be sent to [privacy@corcym.com](mailto:privacy@corcym.com); questions about courses or your account can be sent to [academy@corcym.com](mailto:academy@corcym.com).',
    },
    { type: 'h2', text: 'What data the academy processes' },
    { type: 'h3', text: 'Onboarding and account' },
    {
      type: 'p',
      text: 'When you join the academy, the onboarding form asks for your first name, last name, country and e-mail address, a confirmation that you have read this notice and, optionally, your consent to receive communications from Corcym. To sign in you use your e-mail address and a password. Your password is **stored only as a salted hash**: we never keep it in readable form and our staff cannot see it.',
    },
    { type: 'h3', text: 'Learning activity' },
    {
      type: 'p',
      text: 'While you use the academy, we record your course progress, which lectures you have viewed, and which course attachments you have downloaded. This lets you pick up where you left off and lets us see which content is being used.',
    },
    { type: 'h3', text: 'Session and device storage' },
    {
      type: 'p',
      text: 'When you sign in, the academy sets the strictly necessary session cookie **__Host-session**, which expires after 30 minutes of inactivity and at most 12 hours after sign-in, and is deleted when you log out. The key **academy_boarding** in your browser’s local storage remembers that you completed onboarding. Analytics cookies are set only if you accept them in the cookie banner. Full details are in the [academy cookie notice](/cookie-academy).',
    },
    { type: 'h2', text: 'Purposes and legal bases' },
    {
      type: 'list',
      items: [
        '**Providing the academy:** creating and managing your account, signing you in, showing your courses and progress, and making lectures and attachments available. This is necessary to perform the agreement described in the [academy terms of use](/terms-academy) (Article 6(1)(b) GDPR).',
        '**Welcome message:** after onboarding we send you a thank-you e-mail confirming your registration, as part of providing the service (Article 6(1)(b) GDPR).',
        '**Security and proper use:** protecting accounts, preventing unauthorised access and enforcing the terms of use, based on our legitimate interest in keeping the academy and its users safe (Article 6(1)(f) GDPR).',
        '**Improving our education programmes:** analysing, preferably in aggregated form, which courses and materials are used, so that we can improve and plan content, based on our legitimate interest (Article 6(1)(f) GDPR).',
        '**Communications:** sending information about Corcym products, events and educational initiatives, only if you gave the optional consent (Article 6(1)(a) GDPR).',
        '**Analytics:** aggregated website statistics with Google Analytics 4, only if you accept analytics cookies (Article 6(1)(a) GDPR).',
      ],
    },
    {
      type: 'p',
      text: 'The academy does not ask for patient data, and you should not upload or share it. Your learning records are not used to make automated decisions that affect you, and they do not constitute a certification; see the [academy terms of use](/terms-academy).',
    },
    { type: 'h2', text: 'Who can access your data' },
    {
      type: 'p',
      text: 'Your data is stored on the company’s servers. It is accessible only to Corcym staff who run the academy and our education activities, to other Corcym staff where needed to answer your requests, and to service providers supporting our IT systems and e-mail delivery, acting as processors under contract. Your progress is not visible to other learners. We do not sell your data. We may disclose data to authorities or advisers where the law requires it or to protect our rights.',
    },
    {
      type: 'p',
      text: 'If a recipient is located outside the European Economic Area, the transfer takes place only to a country recognised by the European Commission as offering adequate protection or under the standard contractual clauses adopted by the European Commission.',
    },
    { type: 'h2', text: 'How long we keep your data' },
    {
      type: 'list',
      items: [
        'Account, onboarding and learning data: for as long as your account is active, and then for up to 24 months, after which it is deleted or anonymised.',
        'Consent to communications: until you withdraw it or your account data is deleted.',
        'Session cookie: until logout, after 30 minutes of inactivity or at most 12 hours after sign-in.',
        'The academy_boarding local storage key: until you clear your browser data. The academy_learner key, which holds only your learner number: until you log out.',
      ],
    },
    {
      type: 'p',
      text: 'Aggregated statistics that no longer identify you may be kept for longer to help us plan our education programmes.',
    },
    { type: 'h2', text: 'Your choices and rights' },
    {
      type: 'p',
      text: 'You can withdraw your consent to communications at any time by writing to [privacy@corcym.com](mailto:privacy@corcym.com) or by following the opt-out instructions in the messages you receive. You can ask us to close your account and delete your data by writing to [academy@corcym.com](mailto:academy@corcym.com) or [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    {
      type: 'p',
      text: 'Under the GDPR you have the right to access, rectify and erase your data, to restrict or object to its processing, and to data portability. You can also lodge a complaint with a supervisory authority, such as the Italian Garante per la protezione dei dati personali or the authority of the country where you live or work. Learners outside the European Union, for example in California, may have further rights under their local law, which we respect where they apply.',
    },
    { type: 'h2', text: 'Security' },
    {
      type: 'p',
      text: 'The academy is accessed over encrypted connections, passwords are stored only as salted hashes, and the session cookie is protected with the HttpOnly, Secure and SameSite attributes and expires automatically. Please choose a strong password, do not share your account, and tell us at [academy@corcym.com](mailto:academy@corcym.com) if you think your account has been compromised.',
    },
    {
      type: 'p',
      text: 'For general information about how Corcym handles personal data, see the [privacy policy](/privacy).',
    },
    {
      type: 'contact',
      title: 'Contacts',
      lines: [
        'Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        'Privacy requests: [privacy@corcym.com](mailto:privacy@corcym.com)',
        'Academy support: [academy@corcym.com](mailto:academy@corcym.com)',
      ],
    },
  ],
};

export default page;
