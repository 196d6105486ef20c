import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacy',
  title: 'Privacy policy',
  description:
    'How Corcym S.r.l. collects, uses, shares, protects and retains personal data through its website, and how you can exercise your rights.',
  eyebrow: 'Legal',
  lead: 'Corcym respects the privacy of everyone who visits its website, requests information or uses its services. This policy explains what personal data we process through the website, why, on what legal basis, with whom it is shared, how long it is kept and what rights you have. It is written in accordance with the General Data Protection Regulation (Regulation (EU) 2016/679, “GDPR”).',
  updated: '2026-11-01',
  tags: 'privacy policy, data protection, GDPR, Regulation (EU) 2016/679, personal data, data controller, legal basis, data retention, data subject rights, Garante per la protezione dei dati personali, CCPA, California privacy, standard contractual clauses, informativa privacy, politique de confidentialité, Datenschutzerklärung, política de privacidad',
  blocks: [
    { type: 'h2', text: 'Data controller' },
    {
      type: 'p',
      text: 'The controller of personal data processed through this website is **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy (“Corcym”, “we”, “us”). For any question about this policy or to exercise your rights, write to [privacy@corcym.com](mailto:privacy@corcym.com) or to the postal address above.',
    },
    {
      type: 'p',
      text: 'Some activities have their own, more detailed notices, which prevail for those activities: the [brochure request notice](/privacy-policy-download-brochure), the [Corcym Academy privacy notice](/privacyacademy), the [survey information notice](/privacy-Information-notice-for-survey) and the [customer service and product complaints notice](/privacy-cspro). A short overview is available in our [privacy statement](/privacy-statement).',
    },
    { type: 'h2', text: 'Personal data we process' },
    {
      type: 'list',
      items: [
        '**Brochure requests:** first name, last name, e-mail address, country, hospital or institution, the brochure you chose, confirmation that you have read the privacy notice and, if you give it, your consent to receive promotional communications.',
        '**Corcym Academy:** first name, last name, country and e-mail address provided at onboarding, confirmation of the privacy notice, optional consent to communications, your account password (stored only as a salted hash, never in readable form), course progress, lectures viewed and attachments downloaded.',
        '**Messages you send us:** the information you choose to include when you write to one of our e-mail addresses, such as [info@corcym.com](mailto:info@corcym.com).',
        '**Cookie choice and analytics:** your cookie banner choice and, only if you accept analytics, usage data collected by Google Analytics 4 through its cookies and page speed figures that your browser sends to our own server, which we store without the page address or anything that identifies you. Details are in the [cookie policy](/cookies).',
        '**Surveys and product complaints:** where you take part in a survey or report a complaint or adverse event, the data described in the dedicated notices linked above. These may include health information, which we handle with additional safeguards.',
      ],
    },
    {
      type: 'p',
      text: 'We ask only for the information we need. Fields marked as mandatory in a form are needed to handle your request; if you do not provide them, we cannot fulfil it. Optional consents are never a condition for receiving a brochure or using the academy.',
    },
    { type: 'h2', text: 'Purposes and legal bases' },
    {
      type: 'table',
      caption: 'Why we process personal data and the legal basis under the GDPR',
      columns: ['Purpose', 'Legal basis'],
      rows: [
        [
          'Providing a requested brochure and answering your enquiries',
          'Processing necessary to take steps at your request (Article 6(1)(b)) and our legitimate interest in responding to enquiries (Article 6(1)(f))',
        ],
        [
          'Creating and running your academy account, recording course progress and sending the onboarding thank-you e-mail',
          'Performance of the agreement under the academy terms of use (Article 6(1)(b))',
        ],
        [
          'Sending promotional or informational communications',
          'Your consent (Article 6(1)(a)), which you can withdraw at any time',
        ],
        [
          'Website analytics with Google Analytics 4, and measuring page speed',
          'Your consent given through the cookie banner (Article 6(1)(a))',
        ],
        [
          'Keeping the website and academy secure and preventing misuse',
          'Our legitimate interest in protecting our systems and users (Article 6(1)(f))',
        ],
        [
          'Handling product complaints and meeting medical device vigilance obligations',
          'Legal obligation (Article 6(1)(c)) and, for health data, reasons of public interest in public health (Article 9(2)(i))',
        ],
        [
          'Establishing, exercising or defending legal claims and complying with the law',
          'Legal obligation (Article 6(1)(c)) and legitimate interest (Article 6(1)(f))',
        ],
      ],
    },
    {
      type: 'p',
      text: 'Where we rely on legitimate interests, we have balanced them against your rights and freedoms, and you can object as explained below. We do not make decisions about you based solely on automated processing, including profiling, that produce legal or similarly significant effects.',
    },
    { type: 'h2', text: 'Who receives your data' },
    {
      type: 'p',
      text: 'Personal data is accessible only to Corcym staff who need it for the purposes above and is stored on the company’s servers. It may be shared with:',
    },
    {
      type: 'list',
      items: [
        'companies of the Corcym group, including Corcym Canada Corp., where needed for the same purposes, for example to answer a question about a product manufactured in Canada;',
        'service providers that support us, for example with IT infrastructure, hosting and e-mail delivery, acting as processors under a written contract and only on our instructions;',
        'Google, as provider of Google Analytics 4, only if you have accepted analytics cookies;',
        'competent authorities, notified bodies, courts and professional advisers, where required by law or needed to protect our rights.',
      ],
    },
    { type: 'p', text: 'We do not sell personal data, and we do not rent or trade mailing lists.' },
    { type: 'h2', text: 'International transfers' },
    {
      type: 'p',
      text: 'Some recipients, such as group companies or service providers, may be located outside the European Economic Area. In that case we transfer data only where the European Commission has recognised the destination country as providing an adequate level of protection, or under the standard contractual clauses adopted by the European Commission, together with any additional measures needed. You can request information about the safeguards used by writing to [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    { type: 'h2', text: 'How long we keep data' },
    {
      type: 'list',
      items: [
        'Brochure requests are kept for up to 24 months, unless you consented to communications; in that case your contact details are kept until you withdraw consent.',
        'Academy account data is kept for as long as the account is active and then for up to 24 months.',
        'E-mail correspondence is kept for as long as needed to deal with your request and any follow-up.',
        'Your cookie choice is stored for 180 days; analytics cookies last up to 2 years unless you decline or delete them.',
        'Complaint and vigilance records are kept for the periods required by medical device legislation.',
      ],
    },
    {
      type: 'p',
      text: 'Data may be kept longer where required by law or to establish, exercise or defend legal claims. At the end of the retention period, data is deleted or anonymised.',
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'Under the GDPR you have the right to access your personal data, to have it rectified or erased, to restrict its processing, to receive it in a portable format, and to object to processing based on legitimate interests or carried out for direct marketing. Where processing is based on consent, you can withdraw consent at any time without affecting processing carried out before withdrawal. Some rights are subject to conditions and exceptions set by law, for example where we must keep vigilance records.',
    },
    {
      type: 'p',
      text: 'To exercise your rights, write to [privacy@corcym.com](mailto:privacy@corcym.com). We may ask for information to confirm your identity and will reply within the time limits set by the GDPR, normally one month.',
    },
    {
      type: 'p',
      text: 'If you live outside the European Union, you may also have rights under your local law. For example, California residents may have rights under the California Consumer Privacy Act, such as the right to know, correct or delete personal information and not to be discriminated against for exercising those rights. We will handle such requests sent to [privacy@corcym.com](mailto:privacy@corcym.com) in accordance with the law that applies to you.',
    },
    { type: 'h2', text: 'Complaints' },
    {
      type: 'p',
      text: 'If you believe that your data is being processed unlawfully, you can lodge a complaint with a supervisory authority, in particular in the EU member state where you live, work or where the alleged infringement took place. In Italy, the competent authority is the **Garante per la protezione dei dati personali**. We would appreciate the chance to address your concern first, so please consider contacting us beforehand.',
    },
    { type: 'h2', text: 'Security' },
    {
      type: 'p',
      text: 'We apply technical and organisational measures appropriate to the risk, including encrypted connections (HTTPS), restricted access to personal data, storage of passwords only as salted hashes, and session cookies protected with the HttpOnly, Secure and SameSite attributes. No system is completely secure, so please also protect your own devices and passwords.',
    },
    { type: 'h2', text: 'Children' },
    {
      type: 'p',
      text: 'The website is intended for adults, in particular healthcare professionals, patients and their families, and business partners. It is not directed at children, and we do not knowingly collect personal data from children through the website. If you believe a child has provided us with personal data, please contact us so that we can delete it.',
    },
    { type: 'h2', text: 'Links to other websites' },
    {
      type: 'p',
      text: 'The website links to other services, such as the [careers site](/careers) and the [instructions-for-use site](/ifu). Those services may have their own privacy information, which you should read when you use them.',
    },
    { type: 'h2', text: 'Changes to this policy' },
    {
      type: 'p',
      text: 'We may update this policy to reflect changes in our activities or in the law. The date at the top of the page shows the latest revision. Where changes are significant, we will make this clear on the website.',
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
