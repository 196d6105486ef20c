import type { Device } from '../types';
import { CORCYM_CANADA } from '../us-edition';
import { OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'conduits',
  market: 'ww',
  category: 'aortic',
  name: 'Carbomedics valved conduits',
  subtitle: 'Carboseal and Carboseal Valsalva',
  summary:
    'Carboseal and Carboseal Valsalva valved conduits join a Carbomedics mechanical valve to a collagen-impregnated polyester graft for aortic root replacement.',
  banner: { color: '#8e1b2f', illustration: 'valved-conduit' },
  claims: [
    'A Carbomedics mechanical valve attached to a collagen-impregnated polyester graft',
    'Carboseal and Carboseal Valsalva configurations for aortic root replacement',
    'Sizes 21 to 29 mm',
  ],
  documentCode: 'CC-MK-01108 B',
  sections: {
    features: [
      { type: 'h3', text: 'Valve and graft in one device' },
      {
        type: 'p',
        text: 'A valved conduit replaces the aortic valve and the aortic root in a single composite device. In Carboseal and Carboseal Valsalva, a Carbomedics bileaflet mechanical valve in pyrolytic carbon is attached to a polyester graft, ready for implantation. The surgeon sutures the valve end of the conduit to the annulus, reimplants the coronary arteries into the graft and joins the distal end to the aorta.',
      },
      { type: 'h3', text: 'Collagen-impregnated graft' },
      {
        type: 'p',
        text: 'The polyester graft is impregnated with collagen, which seals the fabric so that it does not need to be pre-clotted before use.',
      },
      { type: 'h3', text: 'Two configurations' },
      {
        type: 'list',
        items: [
          '**Carboseal** – a straight tubular graft attached to the valve.',
          '**Carboseal Valsalva** – a graft with a section shaped to recreate the sinuses of Valsalva above the valve, closer to the natural form of the aortic root.',
        ],
      },
      {
        type: 'p',
        text: 'As with any mechanical valve, patients need lifelong anticoagulation with regular monitoring. The choice of a mechanical valved conduit, a biological alternative or a valve-sparing procedure is made by the surgical team with the patient, according to current guidelines.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'Because the valve and the graft are supplied already joined, the surgeon does not need to attach a valve to a separate graft during the operation, and the junction between them is made under controlled manufacturing conditions. The Valsalva configuration is designed to restore a sinus portion to the root, following the shape of the natural root and giving room for the reattachment of the coronary arteries.',
      },
      {
        type: 'table',
        caption:
          'Carboseal and Carboseal Valsalva sizes (availability of each size and configuration varies by country)',
        columns: ['Size', 'Configurations'],
        rows: [
          ['21 mm', 'Carboseal, Carboseal Valsalva'],
          ['23 mm', 'Carboseal, Carboseal Valsalva'],
          ['25 mm', 'Carboseal, Carboseal Valsalva'],
          ['27 mm', 'Carboseal, Carboseal Valsalva'],
          ['29 mm', 'Carboseal, Carboseal Valsalva'],
        ],
      },
      {
        type: 'p',
        text: 'Composite replacement of the aortic valve and ascending aorta goes back to the technique described by Bentall and De Bono. The size is chosen with the dedicated sizers, following the Instructions for Use.',
      },
    ],
    references: [
      {
        authors: 'Bentall H, De Bono A.',
        title: 'A technique for complete replacement of the ascending aorta',
        source: 'Thorax. 1968;23(4):338-339',
        year: 1968,
      },
      VAHANIAN_2022_ESC_EACTS,
      OTTO_2021_ACC_AHA,
    ],
    brochures: [
      {
        id: 'conduits',
        title: 'Carboseal and Carboseal Valsalva valved conduits',
        description: 'The Carbomedics valved conduits for aortic root replacement: configurations, graft and sizes.',
        file: 'conduits.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Carboseal and Carboseal Valsalva are intended for the replacement of a diseased, damaged or malfunctioning aortic valve together with the ascending aorta or aortic root. Mechanical valves require lifelong anticoagulation. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Valved conduits must only be implanted by surgeons who have been trained in their use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Carboseal and Carboseal Valsalva – summary of safety information (EU)',
          code: 'CC-MK-01128 B',
          file: 'conduits-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Carboseal and Carboseal Valsalva – summary of safety information (USA and Canada)',
          code: 'CC-MK-01138 A',
          file: 'conduits-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
      ceMark: '0123',
    },
  },
  tags: 'Carboseal, Carboseal Valsalva, Carbomedics valved conduit, valved conduit, composite graft, aortic root replacement, Bentall procedure, Bentall, De Bono, mechanical valve, Carbomedics, collagen-impregnated graft, polyester graft, sinuses of Valsalva, ascending aorta, 21 mm, 23 mm, 25 mm, 27 mm, 29 mm, Vahanian, Otto, condotto valvolato, sostituzione della radice aortica, tube valvé, remplacement de la racine aortique, klappentragende Prothese, Aortenwurzelersatz, conducto valvulado, sustitución de la raíz aórtica',
};

export default device;
