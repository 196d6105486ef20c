import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/meet-the-team',
  title: 'Meet the Team',
  description:
    'The people and functions behind Corcym heart valves and repair devices, from R&D and manufacturing to quality, clinical affairs and training.',
  eyebrow: 'Company',
  lead: 'Every Corcym device reaches a surgeon and a patient through the work of many teams. Since Corcym became an independent company in 2021, focused entirely on structural heart surgery, these teams have carried forward a heritage in heart valves that descends from Sorin. This page introduces the functions behind our products and the way we work together.',
  tags: 'meet the team, Corcym team, people, employees, R&D, research and development, manufacturing, Saluggia, Burnaby, quality, regulatory affairs, clinical affairs, medical affairs, Corcym Academy, training, customer service, culture, leadership, board, scientific advisory board, careers, il nostro team, notre équipe',
  blocks: [
    { type: 'h2', text: 'The functions behind our products' },
    {
      type: 'p',
      text: 'Our products, from the Perceval sutureless valve to mechanical valves and mitral and aortic repair rings, depend on close cooperation between specialists in engineering, manufacturing, quality, clinical science and education.',
    },
    { type: 'h3', text: 'Research and development' },
    {
      type: 'p',
      text: 'Engineers and scientists design and improve valves, annuloplasty rings and instruments. They work with surgeons to understand clinical needs, test designs against recognised standards and build on more than 30 years of research behind the sutureless technology.',
    },
    { type: 'h3', text: 'Manufacturing in Saluggia and Burnaby' },
    {
      type: 'p',
      text: 'Our devices are made at two sites: Saluggia, in Italy, and Burnaby, British Columbia, in Canada. Teams there combine specialised manual skills, such as tissue preparation and suturing, with controlled processes and inspection at each stage, so that every device meets its specifications.',
    },
    { type: 'h3', text: 'Quality and regulatory affairs' },
    {
      type: 'p',
      text: 'Quality and regulatory specialists maintain the quality management system, prepare the documentation required for approvals in each country, and work with notified bodies and authorities. Post-market surveillance and vigilance, including the handling of reports sent to [productsafety@corcym.com](mailto:productsafety@corcym.com), are part of this work.',
    },
    { type: 'h3', text: 'Clinical and medical affairs' },
    {
      type: 'p',
      text: 'Clinical and medical affairs teams design and run clinical studies and registries, support investigator initiated research and make sure that scientific information about our products is accurate and balanced. See [research](/research).',
    },
    { type: 'h3', text: 'Training and the Corcym Academy' },
    {
      type: 'p',
      text: 'Clinical specialists and trainers prepare surgeons and operating-room teams to use our devices, through online courses, hands-on programmes and proctoring. See [healthcare professionals](/education).',
    },
    { type: 'h3', text: 'Customer service' },
    {
      type: 'p',
      text: 'Customer service and supply-chain teams make sure hospitals receive the right device, in the right size, when they need it, and answer questions on orders and availability. See [customer service](/customer-service).',
    },
    { type: 'h2', text: 'How we work' },
    {
      type: 'p',
      text: 'We are a company of specialists with one focus. Our culture is shaped by the responsibility that comes with making implants for the heart:',
    },
    {
      type: 'list',
      items: [
        '**Patients first** – decisions on design, quality and supply start from what is safe and right for patients.',
        '**Working with surgeons** – we listen to surgical teams and involve them in development and education.',
        '**Integrity** – we follow the law and our [code of ethics](/ethics) in every interaction with healthcare professionals and partners.',
        '**Shared expertise** – colleagues in Italy, Canada and our commercial organisations work as one team across functions and countries.',
      ],
    },
    {
      type: 'p',
      text: 'Read more about our [values](/about#values) and [company](/about).',
    },
    { type: 'h2', text: 'Governance and leadership' },
    {
      type: 'cards',
      items: [
        {
          title: 'Board of Directors',
          text: 'The board oversees strategy, risk, financial reporting and governance on behalf of the company’s shareholders.',
          href: '/team/meet-board',
          linkLabel: 'Meet the board',
        },
        {
          title: 'Executive Leadership',
          text: 'The executive team runs the business day to day, from research and operations to commercial, quality and people.',
          href: '/team/executive-leader',
          linkLabel: 'Executive leadership',
        },
        {
          title: 'Scientific Advisory Board',
          text: 'Independent clinicians and scientists advise on clinical needs, research priorities and evidence generation.',
          href: '/team/scientific-advisory-board',
          linkLabel: 'Scientific advisory board',
        },
      ],
    },
    { type: 'h2', text: 'Join us' },
    {
      type: 'p',
      text: 'If you would like to contribute to the treatment of structural heart disease, see the current opportunities on our [careers site](/careers).',
    },
  ],
};

export default page;
