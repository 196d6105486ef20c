import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/legal-academy',
  title: 'Corcym Academy legal notice',
  description:
    'Who operates the Corcym Academy, who owns its content, and the medical disclaimer for educational material addressed to healthcare professionals.',
  eyebrow: 'Legal',
  lead: 'This legal notice identifies the operator of the Corcym Academy and sets out the conditions that apply to its educational content. It complements the [academy terms of use](/terms-academy) and the general [legal notice](/legal) of the Corcym website.',
  updated: '2026-11-01',
  tags: 'academy legal notice, Corcym Academy imprint, medical disclaimer, educational content, healthcare professionals, instructions for use, IFU, intellectual property, trademarks, note legali academy, mentions légales',
  blocks: [
    { type: 'h2', text: 'Operator of the academy' },
    {
      type: 'p',
      text: 'The Corcym Academy is operated and published by **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy. Corcym designs and manufactures medical devices for structural heart surgery, with manufacturing sites in Saluggia (Italy) and Burnaby, British Columbia (Canada), the latter operated by Corcym Canada Corp. Questions about the academy can be sent to [academy@corcym.com](mailto:academy@corcym.com).',
    },
    { type: 'h2', text: 'Audience' },
    {
      type: 'p',
      text: 'The academy is addressed exclusively to **healthcare professionals** and people in training for these professions. Its content is not intended for patients or the general public. Patients looking for information about heart valve disease or Corcym devices should speak to their doctor; general information is available on the public pages of the Corcym website, which do not replace medical advice.',
    },
    { type: 'h2', text: 'Medical disclaimer' },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Educational content only',
      text: 'Academy content is provided for educational purposes. It does not constitute medical advice, does not replace professional training, proctoring or certification, and does not replace the instructions for use (IFU). Always read and follow the IFU supplied with each device, including indications, contraindications, warnings, precautions and potential adverse events. Current IFU are available through the [instructions-for-use site](/ifu).',
    },
    {
      type: 'list',
      items: [
        'Surgical techniques and clinical experiences presented by surgeons and other contributors reflect their own practice and opinions and may not be applicable to every patient or setting. The choice of treatment and technique is always the responsibility of the treating physician, based on the individual patient.',
        'Devices, models, sizes and indications shown may not be approved or available in every country. Check the regulatory status in your country before use.',
        'Content reflects the state of knowledge and the product information available when it was produced. Corcym reviews and updates content, but in case of any difference, the current IFU prevails.',
        'Safety concerns, complaints or adverse events involving a Corcym device should be reported as described on the [product safety](/product-safety) page, or to [productsafety@corcym.com](mailto:productsafety@corcym.com), in addition to any reporting required by your national rules.',
      ],
    },
    { type: 'h2', text: 'Ownership of the content' },
    {
      type: 'p',
      text: 'The academy, its structure and its content, including lectures, videos, slides, animations, images, texts and downloadable attachments, are protected by copyright and other intellectual property rights. They belong to Corcym S.r.l. or its group companies, or to surgeons and other contributors who have authorised Corcym to use them. Content is made available to registered learners only under the limited licence described in the [academy terms of use](/terms-academy), for personal professional education. Recording, copying, redistributing or publishing content without Corcym’s prior written permission is not allowed.',
    },
    {
      type: 'p',
      text: 'Corcym, the Corcym logo and product names such as Perceval, Solo Smart, Crown PRT, Bicarbon, Carbomedics, Memo 4D, Memo 3D ReChord and HAART are trademarks of Corcym group companies or are used under licence. Their appearance in the academy does not grant any right to use them.',
    },
    { type: 'h2', text: 'Contributors and conflicts of interest' },
    {
      type: 'p',
      text: 'Some content is prepared or presented by external healthcare professionals. Where contributors have a professional relationship with Corcym, such as consulting or training agreements, this is handled in line with Corcym’s [ethics and compliance](/ethics) principles and the transparency rules that apply in their country.',
    },
    { type: 'h2', text: 'Limitation of liability' },
    {
      type: 'p',
      text: 'Corcym takes care to ensure that academy content is accurate and up to date, but it cannot guarantee that it is complete or free of errors at all times. To the extent permitted by law, Corcym is not liable for damage arising from the use of academy content or from temporary unavailability of the platform. Nothing in this notice limits liability that cannot be limited under applicable law.',
    },
    { type: 'h2', text: 'Privacy, cookies and applicable law' },
    {
      type: 'p',
      text: 'How learner data is processed is explained in the [academy privacy notice](/privacyacademy), and the cookies and local storage used by the academy are described in the [academy cookie notice](/cookie-academy). This notice is governed by Italian law.',
    },
    {
      type: 'contact',
      title: 'Academy operator',
      lines: [
        'Corcym S.r.l.',
        'Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        'Academy: [academy@corcym.com](mailto:academy@corcym.com)',
        'Product safety: [productsafety@corcym.com](mailto:productsafety@corcym.com)',
      ],
    },
  ],
};

export default page;
