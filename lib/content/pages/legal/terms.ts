import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/terms',
  title: 'Terms of use',
  description:
    'The conditions for using the Corcym website: purpose of the content, no medical advice, intellectual property, acceptable use and liability.',
  eyebrow: 'Legal',
  lead: 'These terms apply to everyone who visits the Corcym website. By using the website you accept them, so please read them carefully. If you do not agree, please do not use the website.',
  updated: '2026-11-01',
  tags: 'terms of use, terms and conditions, website terms, conditions of use, acceptable use, intellectual property, liability, no medical advice, governing law, condizioni d’uso, conditions d’utilisation, Nutzungsbedingungen, términos de uso',
  blocks: [
    { type: 'h2', text: '1. Who we are' },
    {
      type: 'p',
      text: 'The website is published by **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy (“Corcym”, “we”). Corcym is a medical-device company focused on structural heart surgery. Further details about the publisher are given in the [legal notice](/legal). You can contact us at [info@corcym.com](mailto:info@corcym.com).',
    },
    { type: 'h2', text: '2. Purpose of the website' },
    {
      type: 'p',
      text: 'The website provides general information about Corcym, its products, its education and research activities and ways to work with us. It is intended for an international audience of healthcare professionals, patients and their families, business partners, investors, job seekers and the press. Some sections are addressed specifically to healthcare professionals and are marked as such.',
    },
    {
      type: 'p',
      text: 'Products, models and indications described on the website may not be approved or available in every country, and approved labelling may differ between countries. Information on the website is not an offer to sell, and it is not a promotion of any product in a country where that product is not authorised.',
    },
    { type: 'h2', text: '3. No medical advice' },
    {
      type: 'callout',
      tone: 'info',
      title: 'For information only',
      text: 'Medical and product information on this website is provided for general information and does not replace the advice of a doctor or other qualified healthcare professional. Patients should always discuss their diagnosis and treatment options with their doctor. Healthcare professionals must always refer to the instructions for use, available through the [instructions-for-use site](/ifu). See also our [disclaimer](/disclaimer).',
    },
    {
      type: 'p',
      text: 'The website is not a channel for urgent matters. In a medical emergency, contact your local emergency services. To report a complaint or an adverse event involving a Corcym device, follow the instructions on the [product safety](/product-safety) page.',
    },
    { type: 'h2', text: '4. Intellectual property' },
    {
      type: 'p',
      text: 'The website and its content, including texts, images, graphics, videos, animations, logos, layout and software, are protected by copyright, trademark and other intellectual property rights and belong to Corcym or its group companies, or are used with the permission of their owners. You may view the content and print or download extracts for your personal, non-commercial information, provided that you do not modify them and that you keep all copyright and other notices. Any other use, including reproduction, distribution, publication or commercial use, requires Corcym’s prior written permission. Trademarks are described in the [legal notice](/legal).',
    },
    { type: 'h2', text: '5. Acceptable use' },
    { type: 'p', text: 'When using the website, you agree not to:' },
    {
      type: 'list',
      items: [
        'use it in any way that breaches applicable law or the rights of others;',
        'submit false information or the personal data of other people through our forms without their permission;',
        'attempt to gain unauthorised access to the website, its servers or any account, or interfere with its operation or security, for example by introducing malicious code or overloading the service;',
        'use automated means to extract content from the website in a way that affects its operation, or to collect personal data.',
      ],
    },
    { type: 'h2', text: '6. Forms and services' },
    {
      type: 'p',
      text: 'When you request a brochure or register for the Corcym Academy, the information you provide must be accurate. The academy has its own [terms of use](/terms-academy), which apply in addition to these terms. Personal data you provide is handled as described in the [privacy policy](/privacy) and the notices for each form, and the cookies used are described in the [cookie policy](/cookies).',
    },
    { type: 'h2', text: '7. Accuracy and availability' },
    {
      type: 'p',
      text: 'We take care to keep the website accurate and up to date, but information may change, for example when products or their labelling are updated, and we cannot guarantee that all content is complete, current and free of errors at all times. We may change, suspend or withdraw any part of the website at any time, and we do not guarantee that the website will be available without interruption.',
    },
    { type: 'h2', text: '8. Links to other websites' },
    {
      type: 'p',
      text: 'The website contains links to other services, such as the [careers site](/careers) and the instructions-for-use site. Corcym is not responsible for the content or practices of websites it does not control. If you wish to link to our website, please link to the home page or to a public page without framing our content or suggesting an endorsement that does not exist.',
    },
    { type: 'h2', text: '9. Limitation of liability' },
    {
      type: 'p',
      text: 'To the extent permitted by law, Corcym is not liable for any direct or indirect damage arising from access to or use of the website, from the inability to use it, or from reliance on its content. Nothing in these terms excludes or limits any liability that cannot be excluded or limited under applicable law, including liability for wilful misconduct or gross negligence and the rights of consumers under mandatory rules.',
    },
    { type: 'h2', text: '10. Changes to these terms' },
    {
      type: 'p',
      text: 'We may update these terms from time to time. The date at the top of the page shows the version in force. Your continued use of the website after a change means that you accept the updated terms.',
    },
    { type: 'h2', text: '11. Applicable law and jurisdiction' },
    {
      type: 'p',
      text: 'These terms are governed by Italian law. Disputes arising from the use of the website are subject to the jurisdiction of the courts competent for the registered office of Corcym S.r.l., without prejudice to mandatory rules that allow consumers to bring proceedings in the courts of their place of residence.',
    },
    {
      type: 'contact',
      title: 'Contact',
      lines: [
        'Corcym S.r.l.',
        'Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        '[info@corcym.com](mailto:info@corcym.com)',
      ],
    },
  ],
};

export default page;
