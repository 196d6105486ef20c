import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/ethics',
  title: 'Ethics & Integrity',
  description:
    'How Corcym conducts business: code of conduct, interactions with healthcare professionals, anti-bribery, transparency and speaking up.',
  eyebrow: 'Company',
  lead: 'Patients and surgeons rely on the devices we make, and they need to be able to rely on how we do business as well. This page summarises the principles that guide Corcym’s employees and the partners who work on our behalf.',
  tags: 'ethics, integrity, compliance, code of conduct, anti-bribery, anti-corruption, MedTech Europe code, AdvaMed code, healthcare professionals, HCP interactions, transparency, speak up, whistleblowing, supplier code, data protection, etica, conformité',
  blocks: [
    { type: 'h2', text: 'Our code of conduct' },
    {
      type: 'p',
      text: 'Corcym’s code of conduct sets out the standards of behaviour we expect from everyone who works for the company, at every level and in every country. It covers how we treat patients, customers, colleagues and partners, how we protect information and company assets, and how we comply with the laws and regulations that apply to medical devices.',
    },
    {
      type: 'p',
      text: 'The code supports our value of [integrity](/about#values). Where local law sets a stricter standard than the code, we follow the stricter standard. Employees receive training on the code and are expected to ask for guidance whenever a situation is unclear.',
    },
    { type: 'h2', text: 'Interactions with healthcare professionals' },
    {
      type: 'p',
      text: 'Working with surgeons and other healthcare professionals is essential to developing safe devices, training users and improving patient care. Those interactions must never be used to influence purchasing, prescribing or clinical decisions improperly. We align our practices with recognised industry codes, including the **MedTech Europe Code of Ethical Business Practice** and the **AdvaMed Code of Ethics**, as well as national laws and codes where we operate.',
    },
    {
      type: 'list',
      items: [
        '**Legitimate need.** Consulting, training and research arrangements must serve a genuine, documented purpose.',
        '**Fair market value.** Payments for services reflect the work actually performed and are agreed in writing in advance.',
        '**Education, not entertainment.** Support for medical education focuses on scientific and educational content. Any hospitality is modest, secondary to the purpose of the meeting and never extended to guests.',
        '**Independence.** Grants and donations are not linked to past, present or future use of our products. See [Donations and grants](/donations-and-grants).',
        '**Accurate information.** Information about our products is balanced, consistent with the approved labelling and supported by evidence.',
      ],
    },
    { type: 'h2', text: 'Anti-bribery and anti-corruption' },
    {
      type: 'p',
      text: 'Corcym does not tolerate bribery in any form. We do not offer, promise, give, request or accept anything of value to obtain an improper advantage, whether dealing with public officials, healthcare professionals in public or private practice, or private businesses. This applies equally to distributors, agents and other third parties acting for us, who are selected with appropriate due diligence and bound by contract to the same standards. Our books and records must accurately reflect every transaction.',
    },
    { type: 'h2', text: 'Transparency' },
    {
      type: 'p',
      text: 'Where laws or industry codes require it, we disclose transfers of value to healthcare professionals and healthcare organisations, such as fees for services, educational grants and support for attending medical events. We believe openness about these relationships helps maintain trust in the collaboration between industry and medicine.',
    },
    { type: 'h2', text: 'Speaking up' },
    {
      type: 'p',
      text: 'We encourage employees, suppliers, customers and anyone else working with Corcym to raise concerns about possible breaches of the law, our code of conduct or our policies. Concerns can be raised confidentially through the company’s compliance channel. Reports are reviewed promptly and handled with discretion, and we do not tolerate retaliation against anyone who raises a concern in good faith.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Product and data concerns',
      text: 'If your concern is about the safety or performance of a Corcym device, please report it to [productsafety@corcym.com](mailto:productsafety@corcym.com) as described on our [Product safety](/product-safety) page. Questions and requests about personal data only can be sent to [privacy@corcym.com](mailto:privacy@corcym.com).',
    },
    { type: 'h2', text: 'Data protection' },
    {
      type: 'p',
      text: 'We handle personal data, including data about patients and healthcare professionals, lawfully, fairly and only for defined purposes. We limit access to those who need it, protect it with appropriate security measures and respect the rights of the people it concerns. Details are set out in our [privacy policy](/privacy).',
    },
    { type: 'h2', text: 'What we expect from suppliers' },
    {
      type: 'p',
      text: 'Our suppliers help determine the quality and safety of our devices and the way our business is perceived. We expect them to:',
    },
    {
      type: 'list',
      items: [
        'comply with applicable laws, including anti-bribery, competition, trade and data protection laws;',
        'meet the quality requirements agreed with Corcym and tell us promptly about changes that could affect our products;',
        'respect human rights, provide safe working conditions and prohibit forced and child labour;',
        'reduce the environmental impact of their operations;',
        'raise concerns about possible misconduct connected with Corcym through the company’s compliance channel.',
      ],
    },
  ],
};

export default page;
