import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacy-policy-download-brochure',
  title: 'Privacy notice for brochure requests',
  description:
    'How Corcym processes the details you enter in the brochure request form, why, for how long, and how to withdraw consent or exercise your rights.',
  eyebrow: 'Legal',
  lead: 'This notice, given under Articles 13 and 14 of the General Data Protection Regulation (Regulation (EU) 2016/679), explains how Corcym handles the personal data you provide when you request a product brochure through the website. Please read it before submitting the form.',
  updated: '2026-11-01',
  tags: 'brochure request, download brochure, brochure privacy notice, product brochure, Perceval brochure, Memo 4D brochure, marketing consent, promotional communications, GDPR notice, informativa brochure, richiesta brochure, demande de brochure',
  blocks: [
    { type: 'h2', text: 'Data controller' },
    {
      type: 'p',
      text: '**Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy, is the controller of the data collected through the brochure request form. You can contact us about this notice at [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    { type: 'h2', text: 'The data we collect' },
    {
      type: 'p',
      text: 'The brochure request form asks for the following information:',
    },
    {
      type: 'list',
      items: [
        'first name and last name;',
        'e-mail address;',
        'country;',
        'hospital or institution;',
        'the brochure you have chosen;',
        'confirmation that you have read this privacy notice (a required checkbox);',
        'optionally, your consent to receive promotional communications from Corcym.',
      ],
    },
    {
      type: 'p',
      text: 'Please do not enter information about patients or other health data in the form. It is not needed to provide a brochure.',
    },
    { type: 'h2', text: 'Why we use it and on what basis' },
    {
      type: 'list',
      items: [
        '**To provide the brochure you requested** and, where needed, to follow up on your request. This processing is necessary to act on your request (Article 6(1)(b) GDPR). Your country and institution help us make sure the information you receive is appropriate, since product availability and approved indications differ between countries.',
        '**To understand interest in our products**, for example which brochures are requested in which countries, so that we can plan our information material. This is based on our legitimate interest (Article 6(1)(f) GDPR); where possible we use aggregated figures.',
        '**To send promotional communications**, such as information on products, events and educational initiatives, only if you ticked the optional consent box (Article 6(1)(a) GDPR).',
        '**To comply with legal obligations** and to establish, exercise or defend legal claims, where necessary.',
      ],
    },
    {
      type: 'p',
      text: 'The privacy checkbox confirms that you have been informed about how your data is handled; it is not a consent to marketing. Giving consent to promotional communications is entirely optional: if you do not give it, you will still receive the brochure.',
    },
    { type: 'h2', text: 'Withdrawing consent' },
    {
      type: 'p',
      text: 'You can withdraw your consent to promotional communications at any time, by following the opt-out instructions included in each communication or by writing to [privacy@corcym.com](mailto:privacy@corcym.com). Withdrawal does not affect the lawfulness of communications sent before it. After withdrawal we may keep a minimal record of your e-mail address and opt-out, only to make sure we do not contact you again.',
    },
    { type: 'h2', text: 'Who can see your data' },
    {
      type: 'p',
      text: 'The data is stored on the company’s servers and is accessible only to Corcym staff who handle brochure requests, customer relations and marketing, and to service providers supporting our IT systems and e-mail delivery, acting as processors under contract. Where your request relates to a country in which a Corcym group company or an authorised local distributor supports customers, the relevant details may be shared with them so that they can answer your questions. We do not sell your data.',
    },
    {
      type: 'p',
      text: 'If data is transferred outside the European Economic Area, this happens only to countries recognised by the European Commission as offering adequate protection or under the standard contractual clauses adopted by the European Commission.',
    },
    { type: 'h2', text: 'How long we keep it' },
    {
      type: 'p',
      text: 'Brochure requests are kept for **up to 24 months** from submission and then deleted or anonymised. If you consented to promotional communications, your contact details are kept for that purpose until you withdraw your consent, after which they are deleted apart from the opt-out record described above.',
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'You have the right to access your data, to have it corrected or deleted, to restrict its processing, to object to processing based on legitimate interests, and to receive the data you provided in a portable format. To exercise these rights, write to [privacy@corcym.com](mailto:privacy@corcym.com). You may also lodge a complaint with a supervisory authority, such as the Italian Garante per la protezione dei dati personali or the authority in the country where you live or work. If you live outside the European Union, for example in California, you may have additional rights under your local law, which we will respect where they apply.',
    },
    { type: 'h2', text: 'Cookies on the form page' },
    {
      type: 'p',
      text: 'The form page sets the same cookies as the rest of the website. Analytics cookies are used only if you accept them. See the [cookie policy](/cookies) for details and the general [privacy policy](/privacy) for more on how we protect personal data.',
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
