import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/legal',
  title: 'Legal notice',
  description:
    'Publisher information for the Corcym website, with hosting, intellectual property, trademarks, liability, applicable law and jurisdiction.',
  eyebrow: 'Legal',
  lead: 'This legal notice identifies the publisher of the Corcym website and sets out the main legal conditions that apply to it. It should be read together with the [terms of use](/terms), the [privacy policy](/privacy) and the [cookie policy](/cookies).',
  updated: '2026-11-01',
  tags: 'legal notice, imprint, impressum, publisher, note legali, mentions légales, aviso legal, website owner, hosting, intellectual property, trademarks, Perceval trademark, liability, applicable law, jurisdiction, Italy',
  blocks: [
    { type: 'h2', text: 'Publisher' },
    {
      type: 'p',
      text: 'This website is published by **Corcym S.r.l.**, a company incorporated under Italian law, with its registered office at Via Crescentino s.n., 13040 Saluggia (VC), Italy. Corcym became an independent company in 2021, when the heart valve business that descends from Sorin, later part of LivaNova, was separated. It is focused entirely on structural heart surgery.',
    },
    {
      type: 'p',
      text: 'The Corcym group also includes **Corcym Canada Corp.**, 5005 North Fraser Way, Burnaby, BC V5J 5M1, Canada, which operates the manufacturing site in Burnaby, British Columbia.',
    },
    {
      type: 'contact',
      title: 'Publisher contact',
      lines: [
        'Corcym S.r.l.',
        'Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        'General enquiries: [info@corcym.com](mailto:info@corcym.com)',
        'Privacy: [privacy@corcym.com](mailto:privacy@corcym.com)',
      ],
    },
    {
      type: 'p',
      text: 'Other ways to reach the right team, including customer service and product safety, are listed on the [contact page](/contact-us).',
    },
    { type: 'h2', text: 'Hosting' },
    {
      type: 'p',
      text: 'The website is hosted on servers managed by or on behalf of Corcym S.r.l., and the personal data collected through its forms is stored on the company’s servers. Any hosting or infrastructure provider acting on Corcym’s behalf does so under contract and only on Corcym’s instructions. How personal data is protected is described in the [privacy policy](/privacy).',
    },
    { type: 'h2', text: 'Intellectual property' },
    {
      type: 'p',
      text: 'The structure of the website and all of its content, including texts, photographs, illustrations, animations, videos, graphics, logos, icons and software, are protected by copyright and other intellectual property rights. They are owned by Corcym S.r.l. or its group companies, or are used with the authorisation of their owners. Except for viewing and for the limited personal use permitted by the [terms of use](/terms), no content may be reproduced, modified, distributed, published or used for commercial purposes without Corcym’s prior written permission.',
    },
    {
      type: 'p',
      text: 'Requests to use website content, for example by the press, can be sent to [info@corcym.com](mailto:info@corcym.com).',
    },
    { type: 'h2', text: 'Trademarks' },
    {
      type: 'p',
      text: 'Corcym, the Corcym logo and the product names used on this website, such as Perceval, Solo Smart, Crown PRT, Bicarbon, Carbomedics, Memo 4D, Memo 3D ReChord and HAART, are trademarks or registered trademarks of Corcym group companies or are used under licence. Other names and marks that may appear on the website belong to their respective owners. Nothing on the website grants a licence or right to use any trademark without the written permission of its owner.',
    },
    { type: 'h2', text: 'Product information' },
    {
      type: 'p',
      text: 'Information about Corcym products is general and may not apply in every country, because regulatory approvals, available models and approved indications differ between countries. Medical information on the website is provided for information only and does not replace the advice of a doctor. Healthcare professionals must always refer to the instructions for use, available through the [instructions-for-use site](/ifu). Please also read our [disclaimer](/disclaimer).',
    },
    { type: 'h2', text: 'Liability' },
    {
      type: 'p',
      text: 'Corcym takes reasonable care to ensure that the information on the website is accurate and up to date, but it does not warrant that the content is complete, current or free from errors, or that the website will be available without interruption or free from viruses or other harmful components. To the extent permitted by law, Corcym is not liable for damage resulting from access to, use of or inability to use the website, or from reliance on its content.',
    },
    {
      type: 'p',
      text: 'The website may contain links to other websites that Corcym does not control. Corcym is not responsible for their content, availability or privacy practices, and a link does not mean that Corcym endorses the linked site.',
    },
    {
      type: 'p',
      text: 'These limitations do not apply to liability that cannot be excluded or limited under applicable law, including liability for wilful misconduct or gross negligence.',
    },
    { type: 'h2', text: 'Applicable law and jurisdiction' },
    {
      type: 'p',
      text: 'This legal notice and the use of the website are governed by the laws of Italy. Any dispute arising from or relating to the website is subject to the jurisdiction of the courts competent for the registered office of Corcym S.r.l., without prejudice to mandatory provisions that give consumers the right to bring proceedings before the courts of their place of residence.',
    },
    { type: 'h2', text: 'Corcym Academy' },
    {
      type: 'p',
      text: 'The Corcym Academy, the online education platform for healthcare professionals, has its own [academy legal notice](/legal-academy) and [academy terms of use](/terms-academy).',
    },
  ],
};

export default page;
