import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/about',
  title: 'About us',
  description:
    'Corcym is a medical-device company focused entirely on structural heart surgery: heart valves, repair rings and surgical instruments.',
  eyebrow: 'Company',
  lead: 'Corcym designs and manufactures devices for the surgical treatment of heart valve disease. Our aortic and mitral valves, annuloplasty rings and minimally invasive instruments are used by cardiac surgeons around the world, and everything we do is focused on one field: structural heart surgery.',
  tags: 'about Corcym, company, who we are, structural heart, heart valve company, cardiac surgery, Sorin, LivaNova, Saluggia, Burnaby, chi siamo, à propos, values, heritage',
  blocks: [
    { type: 'h2', text: 'Who we are' },
    {
      type: 'p',
      text: 'Corcym became an independent company in 2021, when the heart valve business that descends from Sorin, and later formed part of LivaNova, was separated into a company of its own. The people, products and manufacturing know-how came with it. What changed is focus: Corcym works only on structural heart surgery, so our investment, our engineering effort and our support for surgical teams are directed at a single area of medicine.',
    },
    {
      type: 'p',
      text: 'We serve cardiac surgeons, operating room teams and hospitals, and through them the patients who need an aortic or mitral valve replaced or repaired. Our work covers the full life of a device: research and design, manufacturing, clinical and technical support, surgical training and monitoring of products once they are in use.',
    },
    { type: 'h2', text: 'Our heritage' },
    {
      type: 'p',
      text: 'Corcym’s product families have a long history in heart valve surgery. Our mechanical valves, **Bicarbon** and **Carbomedics**, are built on pyrolytic carbon technology. Our tissue valves include **Perceval**, a sutureless aortic valve that draws on over 30 years of research and has been used since 2007 in more than 75,000 patients. Where a conventional valve is typically secured with 20 to 30 sutures, Perceval is designed to be positioned and anchored without them.',
    },
    {
      type: 'p',
      text: 'This heritage gives us experience in materials, biological tissue processing and valve design that we continue to build on, working closely with the surgeons who use our devices every day.',
    },
    { type: 'h2', text: 'Where we make our products' },
    {
      type: 'p',
      text: 'Our devices are manufactured at two sites: Saluggia, in Italy, and Burnaby, British Columbia, in Canada.',
    },
    {
      type: 'table',
      caption: 'Corcym manufacturing sites',
      columns: ['Site', 'Country', 'Legal entity'],
      rows: [
        ['Saluggia (VC)', 'Italy', 'Corcym S.r.l.'],
        ['Burnaby, British Columbia', 'Canada', 'Corcym Canada Corp.'],
      ],
    },
    { type: 'h2', text: 'What we make' },
    {
      type: 'cards',
      items: [
        {
          title: 'Aortic tissue valves',
          text: 'The Perceval sutureless valve, the Solo Smart stentless valve and the Crown PRT valve for surgical aortic valve replacement.',
        },
        {
          title: 'Mechanical valves',
          text: 'Bicarbon and Carbomedics mechanical heart valves, made with pyrolytic carbon.',
        },
        {
          title: 'Valve repair',
          text: 'Memo 4D and Memo 3D ReChord mitral annuloplasty rings, and HAART rings for aortic valve repair.',
        },
        {
          title: 'Minimally invasive instruments',
          text: 'Surgical instruments designed to support valve procedures through smaller incisions.',
        },
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Product information',
      text: 'Product descriptions on this site are for general information only. Not every product is available in every country, and indications vary by market. Healthcare professionals should always refer to the [instructions for use](/ifu). Patients should consult their doctor about any treatment.',
    },
    { type: 'h2', text: 'Our values', id: 'values' },
    {
      type: 'p',
      text: 'Our values describe how we expect to work with each other, with healthcare professionals and with everyone affected by what we make.',
    },
    {
      type: 'list',
      items: [
        '**Patient first.** Every device we make ends up inside a person. Decisions about design, manufacturing and support start from what is safe and appropriate for the patient.',
        '**Integrity.** We act honestly, follow the law and the industry codes that apply to us, and keep our interactions with healthcare professionals free from improper influence.',
        '**Quality.** Quality is built into each step, from design controls to final inspection and post-market surveillance, and every employee is responsible for it.',
        '**Innovation with surgeons.** We develop and refine our products together with the surgeons and operating room teams who use them, and we listen to their experience in the clinic.',
        '**Collaboration.** We work across sites, functions and countries as one team, and with partners, hospitals and academic institutions that share our goals.',
      ],
    },
    { type: 'h2', text: 'Learn more' },
    {
      type: 'cards',
      items: [
        {
          title: 'Ethics & Integrity',
          text: 'How we conduct business and interact with healthcare professionals.',
          href: '/ethics',
          linkLabel: 'Read about our ethics',
        },
        {
          title: 'Meet the team',
          text: 'The board, executive leadership and scientific advisors who guide Corcym.',
          href: '/meet-the-team',
          linkLabel: 'Meet the team',
        },
        {
          title: 'Careers',
          text: 'Find out about working at Corcym and see current opportunities.',
          href: '/careers',
          linkLabel: 'Visit our careers site',
        },
      ],
    },
  ],
};

export default page;
