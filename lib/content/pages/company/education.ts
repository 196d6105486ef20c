import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/education',
  title: 'Healthcare Professionals',
  description:
    'Training, planning tools, operative instructions, IFU, education grants and research support from Corcym for cardiac surgical teams.',
  eyebrow: 'Healthcare professionals',
  lead: 'Corcym works with cardiac surgeons, cardiologists, anaesthetists, perfusionists and nurses who treat structural heart disease. This page brings together the resources we offer to healthcare professionals: training on our devices, support for surgical planning, product documentation, and routes for medical education and research.',
  tags: 'healthcare professionals, HCP, surgeons, cardiac surgery education, training, Corcym Academy, hands-on training, proctoring, ERAS, enhanced recovery, CT scan planning, operative instructions, IFU, instructions for use, medical education grants, investigator initiated research, IIR, professionnels de santé, formazione',
  blocks: [
    { type: 'h2', text: 'Resources for surgical teams' },
    {
      type: 'p',
      text: 'The resources below are intended for healthcare professionals. Product availability and approved indications vary by country; the instructions for use supplied with each device remain the reference for its safe use.',
    },
    {
      type: 'cards',
      items: [
        {
          title: 'Operative instructions',
          text: 'Where to find operative techniques, how they are organised, and how training and proctoring work. Also available in French.',
          href: '/operative-instruction',
          linkLabel: 'Read the operative instructions',
        },
        {
          title: 'Instructions for use (IFU)',
          text: 'Current instructions for use for Corcym products, searchable by product and available in the languages provided for each country.',
          href: '/ifu',
          linkLabel: 'Go to the IFU site',
        },
        {
          title: 'ERAS in cardiac surgery',
          text: 'An overview of Enhanced Recovery After Surgery pathways and how surgical approach can fit into a team’s protocol.',
          href: '/eras',
          linkLabel: 'Learn about ERAS',
        },
        {
          title: 'CT scan planning',
          text: 'How pre-operative computed tomography supports sizing and access planning, and how our CT scan reading service works.',
          href: '/ct-scan',
          linkLabel: 'Explore CT planning',
        },
        {
          title: 'Medical education grants',
          text: 'How independent medical education programmes and congresses can apply for support, and the rules that apply.',
          href: '/donations-and-grants',
          linkLabel: 'Donations and grants',
        },
        {
          title: 'Research',
          text: 'Our clinical research activities and how investigators can propose investigator initiated studies.',
          href: '/research',
          linkLabel: 'Research at Corcym',
        },
      ],
    },
    { type: 'h2', text: 'Training programmes' },
    {
      type: 'p',
      text: 'Training is part of every introduction of a Corcym device. The **Corcym Academy** organises education for surgeons and their teams at different stages of experience, from surgeons preparing for their first implants to experienced teams adopting a new approach.',
    },
    {
      type: 'list',
      items: [
        '**Online courses** – self-paced modules on device design, patient selection, sizing and implantation steps, which teams can complete before hands-on training.',
        '**Hands-on programmes** – practical sessions with models and the dedicated instruments, so that surgeons and scrub nurses can practise preparation and deployment.',
        '**Case observation** – visits to experienced centres to see the technique and the team workflow in the operating room.',
        '**Proctoring** – support from an experienced surgeon during a team’s first procedures with a device.',
        '**Peer exchange** – meetings where surgeons discuss technique, patient selection and the management of complex anatomy.',
      ],
    },
    {
      type: 'p',
      text: 'To request training or ask about the programme available in your country, contact your local Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com).',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Trained surgeons only',
      text: 'Corcym devices must be implanted only by surgeons who have completed the training for the device concerned.',
    },
    { type: 'h2', text: 'Support for independent education and research' },
    {
      type: 'p',
      text: 'Corcym can support independent medical education and investigator initiated research, within the rules of applicable law and industry codes of conduct. Support is never linked to the purchase, use or recommendation of our products, and the content of independent programmes remains the responsibility of the organiser.',
    },
    {
      type: 'list',
      items: [
        'Requests for educational grants and donations: [grants@corcym.com](mailto:grants@corcym.com) – see [donations and grants](/donations-and-grants).',
        'Proposals for investigator initiated research: [research@corcym.com](mailto:research@corcym.com) – see [research](/research).',
      ],
    },
    { type: 'h2', text: 'Product questions and safety reporting' },
    {
      type: 'p',
      text: 'For orders, availability and general product questions, contact [customerservice@corcym.com](mailto:customerservice@corcym.com) or visit [customer service](/customer-service). Complaints and suspected adverse events should be reported to [productsafety@corcym.com](mailto:productsafety@corcym.com); see [product safety](/product-safety).',
    },
    {
      type: 'p',
      text: 'The information on these pages is provided for healthcare professionals and is informational only. It does not replace the instructions for use or clinical judgement. Patients looking for information about their treatment should speak with their doctor.',
    },
  ],
};

export default page;
