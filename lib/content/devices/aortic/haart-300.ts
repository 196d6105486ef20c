import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, RANKIN_2018, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'haart-300',
  market: 'ww',
  category: 'aortic',
  name: 'HAART 300',
  subtitle: 'Internal geometric annuloplasty ring for trileaflet aortic valve repair',
  summary:
    'HAART 300 is a three-dimensional internal geometric annuloplasty ring designed to support the repair of the trileaflet (tricuspid) aortic valve.',
  banner: { color: '#8e1b2f', illustration: 'aortic-ring' },
  claims: [
    'Three-dimensional internal ring for trileaflet aortic valve repair',
    'Shape based on the geometry of the normal aortic root',
  ],
  documentCode: 'CC-MK-01110 A',
  sections: {
    features: [
      { type: 'h3', text: 'Repair of the trileaflet aortic valve' },
      {
        type: 'p',
        text: 'In many patients with aortic regurgitation and a trileaflet (tricuspid) valve, the leaflets themselves are preserved but the annulus is dilated, so that the leaflets no longer meet. Repairing the valve keeps the patient’s own leaflets and avoids the need for a prosthetic valve. A stable annulus of the right size and shape is one of the conditions for a durable repair, which is the role of annuloplasty.',
      },
      { type: 'h3', text: 'A three-dimensional geometric ring' },
      {
        type: 'p',
        text: 'HAART 300 is placed inside the aortic root, below the valve leaflets, and secured with sutures passed through the annulus. Its three-dimensional shape, with three posts that sit below the commissures, was designed from the geometry of the normal aortic root, so that the ring reduces and stabilises the annulus while restoring a shape in which the three leaflets can meet.',
      },
      { type: 'h3', text: 'Design' },
      {
        type: 'list',
        items: [
          '**Three-dimensional shape** – follows the scalloped form of the aortic annulus rather than a flat circle.',
          '**Internal position** – placed below the leaflets, without the need for external dissection of the whole aortic root.',
          '**Sizing** – the ring size is chosen with dedicated sizers, following the Instructions for Use.',
          '**Part of a repair strategy** – used alone or with leaflet repair and, where needed, with procedures on the ascending aorta or root.',
        ],
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'The ring is designed to address annular dilatation, a recognised factor in the failure of aortic valve repair. By setting the annulus to a defined size and shape, it aims to make trileaflet repair more reproducible and to let the surgeon plan any leaflet repair on a known geometry.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'What the published study concluded',
        text: 'In a multicentre clinical trial of internal geometric ring annuloplasty for aortic valve repair during aortic aneurysm surgery (Rankin et al., 2018), most patients received a trileaflet ring; the authors reported that repair with geometric rings gave stable intermediate-term results.',
      },
      {
        type: 'p',
        text: 'Current valvular heart disease guidelines recognise aortic valve repair as an option for selected patients with aortic regurgitation when it is performed in experienced centres. The choice between repair and replacement rests with the surgical team, taking into account the anatomy of the valve and root.',
      },
    ],
    references: [RANKIN_2018, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'haart-300',
        title: 'HAART 300 aortic annuloplasty ring',
        description:
          'The three-dimensional internal ring for trileaflet aortic valve repair: design, positioning and role in the repair.',
        file: 'haart-300.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'HAART 300 is intended for use in the surgical repair of a trileaflet aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. HAART 300 must only be implanted by surgeons who have been trained in its use and in aortic valve repair. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'HAART 300 – summary of safety information (EU)',
          code: 'CC-MK-01130 A',
          file: 'haart-300-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'HAART 300 – summary of safety information (USA and Canada)',
          code: 'CC-MK-01140 A',
          file: 'haart-300-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'HAART 300, HAART, trileaflet aortic valve, tricuspid aortic valve, aortic valve repair, aortic annuloplasty, internal annuloplasty ring, geometric ring annuloplasty, three-dimensional ring, aortic ring, aortic regurgitation, aortic insufficiency, annular dilatation, aortic root aneurysm, Rankin, Vahanian, Otto, riparazione valvolare aortica, anello per anuloplastica aortica, réparation valvulaire aortique, anneau d’annuloplastie aortique, Aortenklappenrekonstruktion, Anuloplastiering, reparación valvular aórtica, anillo de anuloplastia aórtica',
};

export default device;
