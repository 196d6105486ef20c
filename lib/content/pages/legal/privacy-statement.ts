import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacy-statement',
  title: 'Privacy statement',
  description:
    'A short summary of Corcym’s commitments on personal data, with links to the full privacy policy and the notices for each activity.',
  eyebrow: 'Legal',
  lead: 'Patients, surgeons, hospital teams and partners trust Corcym with information about themselves. This statement summarises how we honour that trust. It is an overview: the binding details are in the [privacy policy](/privacy) and in the specific notices listed below.',
  updated: '2026-11-01',
  tags: 'privacy statement, privacy commitments, data protection summary, GDPR, personal data, Corcym privacy, privacy notices, data subject rights, CCPA, dichiarazione privacy, déclaration de confidentialité, Datenschutzerklärung',
  blocks: [
    { type: 'h2', text: 'Who we are' },
    {
      type: 'p',
      text: 'Corcym is a medical-device company focused entirely on structural heart surgery. **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy, is the controller of personal data collected through this website and is subject to the General Data Protection Regulation (Regulation (EU) 2016/679).',
    },
    {
      type: 'p',
      text: 'This statement covers the public website, the brochure request form, the Corcym Academy for healthcare professionals, the surveys we occasionally run, and the handling of customer service requests and product complaints. Each of these activities has its own notice, listed below, which gives the full details.',
    },
    { type: 'h2', text: 'Our commitments' },
    {
      type: 'list',
      items: [
        '**We collect only what we need.** Our forms ask for the information required to handle your request, and any further consent is optional.',
        '**We are transparent.** Each activity that involves personal data has a notice that explains what we collect, why and for how long.',
        '**We use data for the stated purposes.** Information you give us to receive a brochure or to use the academy is not reused for unrelated purposes.',
        '**We ask before we market.** Promotional communications are sent only to people who have consented, and consent can be withdrawn at any time.',
        '**We ask before we measure.** Analytics cookies are set only if you accept them, and the Global Privacy Control signal is honoured as a refusal.',
        '**We do not sell personal data.**',
        '**We protect what we hold.** Data is stored on the company’s servers with access restricted to staff who need it, passwords are stored only as salted hashes, and connections are encrypted.',
        '**We keep data only as long as necessary,** then delete or anonymise it, except where the law requires longer retention, as it does for medical device vigilance records.',
        '**We protect patient information.** Health data received in product complaints is handled to meet legal safety obligations and is pseudonymised wherever possible.',
      ],
    },
    { type: 'h2', text: 'Where to find the details' },
    {
      type: 'cards',
      items: [
        {
          title: 'Privacy policy',
          text: 'The full policy for the website: data categories, legal bases, recipients, transfers, retention and rights.',
          href: '/privacy',
          linkLabel: 'Read the privacy policy',
        },
        {
          title: 'Cookie policy',
          text: 'The cookies the website sets and how to change your choice.',
          href: '/cookies',
          linkLabel: 'Read the cookie policy',
        },
        {
          title: 'Brochure requests',
          text: 'How we handle the data you enter to request a product brochure.',
          href: '/privacy-policy-download-brochure',
          linkLabel: 'Read the notice',
        },
        {
          title: 'Corcym Academy',
          text: 'Accounts, onboarding, course progress and the academy session cookie.',
          href: '/privacyacademy',
          linkLabel: 'Read the academy notice',
        },
        {
          title: 'Surveys',
          text: 'How we process answers when healthcare professionals or patients take part in our surveys.',
          href: '/privacy-Information-notice-for-survey',
          linkLabel: 'Read the survey notice',
        },
        {
          title: 'Customer service and complaints',
          text: 'How we process data when handling complaints and vigilance reports.',
          href: '/privacy-cspro',
          linkLabel: 'Read the notice',
        },
      ],
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'You can ask to access, correct or delete your personal data, to restrict or object to its processing, or to receive it in a portable format, and you can withdraw any consent you have given. If you are not satisfied with our answer, you can complain to a data protection supervisory authority; in Italy this is the Garante per la protezione dei dati personali. Residents of other jurisdictions, such as California under the California Consumer Privacy Act, may have additional rights under their local law, and we will respect them where they apply.',
    },
    {
      type: 'contact',
      title: 'Contact us about privacy',
      lines: [
        'Corcym S.r.l., Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        '[privacy@corcym.com](mailto:privacy@corcym.com)',
      ],
    },
  ],
};

export default page;
