import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, RANKIN_2018, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'haart-200',
  market: 'ww',
  category: 'aortic',
  name: 'HAART 200',
  subtitle: 'Internal geometric annuloplasty ring for bicuspid aortic valve repair',
  summary:
    'HAART 200 is an internal geometric annuloplasty ring designed to support the repair of the bicuspid aortic valve by stabilising and reshaping the annulus.',
  banner: { color: '#a3243b', illustration: 'aortic-ring' },
  claims: [
    'Internal annuloplasty ring for bicuspid aortic valve repair',
    'Geometric shape designed to give the repaired valve a symmetric two-leaflet form',
  ],
  documentCode: 'CC-MK-01109 A',
  sections: {
    features: [
      { type: 'h3', text: 'Repair of the bicuspid aortic valve' },
      {
        type: 'p',
        text: 'The bicuspid aortic valve is the most common congenital heart valve abnormality, and regurgitation of a bicuspid valve is often associated with a dilated annulus. Repairing the valve preserves the patient’s own leaflets and avoids the need for a prosthetic valve. A stable annulus of the right size and shape is one of the conditions for a durable repair, which is the role of annuloplasty.',
      },
      { type: 'h3', text: 'An internal geometric ring' },
      {
        type: 'p',
        text: 'HAART 200 is placed inside the aortic root, below the valve leaflets, and secured with sutures passed through the annulus. Its shape is designed for the bicuspid valve: two posts, set opposite each other below the commissures, guide the repaired valve towards a symmetric two-leaflet geometry while the ring reduces and stabilises the annulus.',
      },
      { type: 'h3', text: 'Design' },
      {
        type: 'list',
        items: [
          '**Geometric shape** – designed to set the annulus to a defined size and shape rather than simply reducing it.',
          '**Internal position** – placed below the leaflets, without the need for external dissection of the whole aortic root.',
          '**Sizing** – the ring size is chosen with dedicated sizers, following the Instructions for Use.',
          '**Part of a repair strategy** – used together with leaflet repair techniques chosen by the surgeon.',
        ],
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'The ring is designed to address annular dilatation, a recognised factor in the failure of aortic valve repair, and to make the geometry of the repaired bicuspid valve more predictable. By standardising the shape of the annulus, it aims to make bicuspid repair more reproducible, so that the leaflet repair can be planned on a known geometry.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'What the published study concluded',
        text: 'In a multicentre clinical trial of internal geometric ring annuloplasty during aortic aneurysm surgery that included bicuspid as well as trileaflet valves (Rankin et al., 2018), the authors reported that valve repair with geometric rings gave stable intermediate-term results.',
      },
      {
        type: 'p',
        text: 'Current valvular heart disease guidelines recognise aortic valve repair as an option for selected patients with aortic regurgitation when it is performed in experienced centres. The choice between repair and replacement rests with the surgical team, taking into account the anatomy of the valve and root.',
      },
    ],
    references: [RANKIN_2018, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'haart-200',
        title: 'HAART 200 bicuspid aortic annuloplasty ring',
        description:
          'The internal geometric ring for bicuspid aortic valve repair: design, positioning and role in the repair.',
        file: 'haart-200.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'HAART 200 is intended for use in the surgical repair of a bicuspid aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. HAART 200 must only be implanted by surgeons who have been trained in its use and in aortic valve repair. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'HAART 200 – summary of safety information (EU)',
          code: 'CC-MK-01129 A',
          file: 'haart-200-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'HAART 200 – summary of safety information (USA and Canada)',
          code: 'CC-MK-01139 A',
          file: 'haart-200-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'HAART 200, HAART, bicuspid aortic valve, bicuspid aortic valve repair, BAV repair, aortic valve repair, aortic annuloplasty, internal annuloplasty ring, geometric ring annuloplasty, aortic ring, aortic regurgitation, aortic insufficiency, annular dilatation, Rankin, Vahanian, Otto, valvola aortica bicuspide, riparazione valvolare aortica, anello per anuloplastica aortica, bicuspidie aortique, réparation valvulaire aortique, anneau d’annuloplastie aortique, bikuspide Aortenklappe, Aortenklappenrekonstruktion, Anuloplastiering, válvula aórtica bicúspide, reparación valvular aórtica, anillo de anuloplastia aórtica',
};

export default device;
