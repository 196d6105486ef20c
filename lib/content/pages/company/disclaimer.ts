import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/disclaimer',
  title: 'Website Disclaimer',
  description:
    'Important information about the Corcym website: informational content only, country-specific availability, external links and trademarks.',
  eyebrow: 'Legal',
  lead: 'This website is published by Corcym S.r.l. to provide information about the company and its structural heart products. Please read this disclaimer together with our [terms of use](/terms) and [legal notice](/legal) before relying on any content on this site.',
  tags: 'disclaimer, website disclaimer, legal disclaimer, not medical advice, product availability, indications, healthcare professionals, patients, no warranty, external links, forward-looking statements, trademarks, Perceval, Solo Smart, Memo 4D, Memo 3D ReChord, HAART, Carbomedics, Bicarbon, Crown PRT, avvertenze legali, avertissement',
  blocks: [
    { type: 'h2', text: 'Information only, not medical advice' },
    {
      type: 'p',
      text: 'The content of this website is provided for general information. It is not medical advice and is not intended to diagnose, treat or prevent any condition, or to replace a consultation with a qualified healthcare professional. Decisions about diagnosis and treatment must be made by patients together with their doctors. If you have questions about your health or about a medical device, please consult your doctor.',
    },
    { type: 'h2', text: 'Product availability and indications' },
    {
      type: 'p',
      text: 'Corcym products are subject to regulatory approval in each country. Not all products, models, sizes or indications described on this website are approved or available in every country, and the approved indications may differ from one market to another. Information on this site is not an offer of any product where it is not authorised.',
    },
    {
      type: 'p',
      text: 'The instructions for use supplied with each device, also available on our [instructions-for-use site](/ifu), contain the indications, contraindications, warnings, precautions and potential adverse events that apply. They remain the reference for the use of the device.',
    },
    { type: 'h2', text: 'Content for healthcare professionals and for patients' },
    {
      type: 'p',
      text: 'Some sections of this website, such as operative instructions, training materials and planning resources, are intended for healthcare professionals. They assume professional knowledge and are not designed for patients. Other sections are written for patients and the public in general terms. Patients should discuss any information they read here with their doctor, who can explain how it applies to their own situation.',
    },
    { type: 'h2', text: 'No warranties and limitation of liability' },
    {
      type: 'p',
      text: 'We take reasonable care to keep the information on this website accurate and up to date, but it may contain errors or become outdated, and it may be changed without notice. To the extent permitted by applicable law, the website and its content are provided without warranties of any kind, express or implied, and Corcym is not liable for any loss or damage arising from the use of, or reliance on, this website. Nothing in this disclaimer limits any liability that cannot be excluded under applicable law.',
    },
    { type: 'h2', text: 'External links' },
    {
      type: 'p',
      text: 'This website may contain links to websites operated by third parties. These links are provided for convenience only. Corcym does not control and is not responsible for the content, availability or privacy practices of third-party websites, and a link does not imply endorsement.',
    },
    { type: 'h2', text: 'Forward-looking statements' },
    {
      type: 'p',
      text: 'Some content on this website, such as statements about plans, research and development, products in development or expected regulatory decisions, may be forward-looking. Such statements reflect current expectations and are subject to risks and uncertainties, so that actual results may differ materially. Corcym undertakes no obligation to update forward-looking statements, except where required by law.',
    },
    { type: 'h2', text: 'Trademarks' },
    {
      type: 'p',
      text: '**Perceval**, **Solo Smart**, **Memo 4D**, **Memo 3D ReChord**, **HAART**, **Carbomedics**, **Bicarbon** and **Crown PRT** are trademarks of Corcym or its affiliates. Other names and marks mentioned on this website may be trademarks of their respective owners. No licence to use any trademark is granted by this website.',
    },
    { type: 'h2', text: 'Reporting and contact' },
    {
      type: 'p',
      text: 'Complaints and suspected adverse events involving a Corcym product should be reported to [productsafety@corcym.com](mailto:productsafety@corcym.com); see [product safety](/product-safety). For any other question about this website, write to [info@corcym.com](mailto:info@corcym.com) or visit [contact us](/contact-us).',
    },
    {
      type: 'p',
      text: 'Use of this website is also governed by our [terms of use](/terms), our [legal notice](/legal), our [privacy statement](/privacy-statement) and our [cookie policy](/cookies).',
    },
  ],
};

export default page;
