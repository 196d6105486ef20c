import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/partner-with-us',
  title: 'Partner with us',
  description:
    'Ways to partner with Corcym in structural heart surgery: research and business development collaborations and contract development and manufacturing.',
  eyebrow: 'Partnering',
  lead: 'Progress in structural heart surgery often comes from collaboration. Corcym works with innovators, companies and institutions that share our focus on better treatment for patients with heart valve disease, and we offer partners access to our experience in developing, manufacturing and bringing devices to surgeons.',
  tags: 'partner with us, partnering, partnership, collaboration, business development, licensing, R&D partnership, CDMO, contract manufacturing, OEM, startup, medtech innovation, partnership opportunities, partenariato, partenariat',
  blocks: [
    { type: 'h2', text: 'Why partner with Corcym' },
    {
      type: 'p',
      text: 'Corcym is focused entirely on structural heart surgery. Our heritage goes back to the heart valve business of Sorin, later part of LivaNova, and since 2021 we have operated as an independent company. We bring to a partnership:',
    },
    {
      type: 'list',
      items: [
        '**Clinical insight.** Close working relationships with cardiac surgeons and operating room teams, and an understanding of how devices are used in practice.',
        '**Technology and materials know-how.** Experience with pyrolytic carbon, biological tissue processing, valve design and surgical instruments.',
        '**Manufacturing.** Sites in Saluggia, Italy, and Burnaby, British Columbia, Canada, with a quality system that follows ISO 13485.',
        '**Regulatory and quality experience.** Familiarity with the requirements for bringing implantable cardiovascular devices to market and monitoring them afterwards.',
      ],
    },
    { type: 'h2', text: 'Two ways to work with us' },
    {
      type: 'cards',
      items: [
        {
          title: 'Research and new business development',
          text: 'For innovators, start-ups, academic groups and companies with a technology, product or idea in structural heart surgery that could be developed, licensed or brought to market together with Corcym.',
          href: '/rnbd-partnership',
          linkLabel: 'R&D and business development partnerships',
        },
        {
          title: 'Contract development and manufacturing',
          text: 'For medical device companies looking for a partner to develop, transfer or manufacture components or finished devices using our capabilities and quality system.',
          href: '/cdmo-partnership',
          linkLabel: 'CDMO partnerships',
        },
      ],
    },
    { type: 'h2', text: 'What partners bring' },
    {
      type: 'p',
      text: 'The collaborations that work best combine complementary strengths. We are particularly interested in partners who bring:',
    },
    {
      type: 'list',
      items: [
        'a technology, device concept or intellectual property that addresses an unmet need in structural heart surgery;',
        'scientific, engineering or clinical expertise, including data from bench, preclinical or clinical work;',
        'digital, imaging or planning tools that could support surgeons before, during or after an operation;',
        'products or programmes that need a manufacturing partner with experience in implantable cardiovascular devices;',
        'a shared commitment to patient safety, quality and ethical business practice.',
      ],
    },
    { type: 'h2', text: 'How to start' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Write to [partnering@corcym.com](mailto:partnering@corcym.com) with a short, non-confidential summary of your organisation and what you propose.',
        'Our business development team reviews the summary and, if there is a possible fit, arranges an introductory discussion.',
        'Before any confidential information is exchanged, we agree a non-disclosure agreement.',
        'Detailed evaluation and next steps then follow the process for the relevant type of partnership.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Please do not send confidential or proprietary information in your first message. Independent clinical studies are handled through our [investigator initiated research](/research) process, and requests for educational funding through [donations and grants](/donations-and-grants).',
    },
  ],
};

export default page;
