import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { FISCHLEIN_2021, LABORDE_2016, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'perceval-plus',
  market: 'ww',
  category: 'aortic',
  name: 'Perceval Plus',
  subtitle: 'Next-generation sutureless aortic bioprosthesis',
  summary:
    'Perceval Plus is the next generation of the Perceval sutureless aortic valve, with a refined design and tissue processing aimed at durability.',
  banner: { color: '#a3243b', illustration: 'sutureless-valve' },
  claims: [
    'The next generation of the Perceval sutureless valve',
    'Refined design and tissue processing aimed at durability',
    'Sutureless anchoring for sternotomy and minimally invasive access',
  ],
  documentCode: 'CC-MK-01102 B',
  sections: {
    features: [
      { type: 'h3', text: 'Built on the Perceval principle' },
      {
        type: 'p',
        text: 'Perceval Plus keeps the sutureless principle of Perceval. Bovine pericardial leaflets are mounted on a self-expanding nitinol frame that holds the valve in the aortic root without anchoring sutures, and three guiding sutures help the surgeon position it. Its development drew on the experience with Perceval, which has been used since 2007 in more than 75,000 patients.',
      },
      { type: 'h3', text: 'What has changed' },
      {
        type: 'p',
        text: 'Perceval Plus refines the design of the valve and the processing of its pericardial tissue. These changes are aimed at the long-term durability of the bioprosthesis, which is one of the main considerations when a tissue valve is chosen. The detailed specifications are given in the Instructions for Use and in the product documentation available from Corcym.',
      },
      { type: 'h3', text: 'Implantation at a glance' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Excision of the diseased valve and decalcification of the annulus.',
          'Sizing of the annulus with the dedicated sizers.',
          'Placement of the three guiding sutures.',
          'Collapse of the valve onto its holder, immediately before implantation.',
          'Positioning and release of the valve, followed by the checks described in the Instructions for Use.',
        ],
      },
      { type: 'h3', text: 'Surgical approaches' },
      {
        type: 'p',
        text: 'Like Perceval, Perceval Plus can be implanted through a full sternotomy or through minimally invasive approaches, where the absence of annular sutures to place and tie is particularly helpful. It can also be used when aortic valve replacement is combined with other cardiac procedures.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'Conventional valves need 20 to 30 annular sutures. By anchoring without them, Perceval Plus is designed to shorten the implantation step of the operation, which may help limit aortic cross-clamp and cardiopulmonary bypass times.',
      },
      {
        type: 'p',
        text: 'Tissue valves last up to about 20 years, and how long a given valve lasts depends on the patient, in particular on age. They generally do not require lifelong anticoagulation; an anticoagulant is commonly given for the first three months after a tissue valve implant, according to guidelines and the patient’s condition. The tissue processing of Perceval Plus was developed with long-term durability in mind.',
      },
      {
        type: 'table',
        caption: 'Perceval Plus sizes',
        columns: ['Size', 'Designation'],
        rows: [
          ['S', 'Small'],
          ['M', 'Medium'],
          ['L', 'Large'],
          ['XL', 'Extra large'],
        ],
      },
      {
        type: 'p',
        text: 'Published clinical evidence on the sutureless principle comes mainly from studies of Perceval, such as the Cavalier trial and the randomised PERSIST-AVR trial. These studies are listed in the references; they describe the earlier generation of the valve.',
      },
    ],
    references: [LABORDE_2016, FISCHLEIN_2021, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'perceval-plus',
        title: 'Perceval Plus sutureless aortic valve',
        description:
          'The design of Perceval Plus, its sizes and the steps of sutureless implantation, for surgical teams.',
        file: 'perceval-plus.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Perceval Plus is intended for the surgical replacement of a diseased native aortic valve or a malfunctioning prosthetic aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Perceval Plus must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Perceval Plus – summary of safety information (EU)',
          code: 'CC-MK-01122 A',
          file: 'perceval-plus-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Perceval Plus – summary of safety information (USA and Canada)',
          code: 'CC-MK-01132 A',
          file: 'perceval-plus-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Perceval Plus, Perceval, next-generation sutureless valve, sutureless aortic valve, sutureless aortic bioprosthesis, self-expanding nitinol frame, bovine pericardium, tissue processing, durability, aortic valve replacement, AVR, aortic stenosis, minimally invasive aortic valve replacement, sizes S M L XL, Cavalier trial, PERSIST-AVR, Laborde, Fischlein, Vahanian, Otto, valvola aortica, valvola sutureless, valve aortique, valve sans suture, Aortenklappe, nahtlose Aortenklappe, válvula aórtica, válvula sin sutura',
};

export default device;
