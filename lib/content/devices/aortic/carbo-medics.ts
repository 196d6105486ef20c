import type { Device } from '../types';
import { CORCYM_CANADA } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'carbo-medics',
  market: 'ww',
  category: 'aortic',
  name: 'Carbomedics',
  subtitle: 'Bileaflet mechanical heart valves',
  summary:
    'Carbomedics is a family of bileaflet pyrolytic carbon mechanical heart valves, including the Top Hat supra-annular model and Standard and Reduced models.',
  banner: { color: '#8e1b2f', illustration: 'mechanical-valve' },
  claims: [
    'Bileaflet mechanical valves in pyrolytic carbon',
    'Top Hat supra-annular model alongside Standard and Reduced models',
    'Valve can be rotated after implantation to orient the leaflets',
  ],
  documentCode: 'CC-MK-01107 C',
  sections: {
    features: [
      { type: 'h3', text: 'Pyrolytic carbon construction' },
      {
        type: 'p',
        text: 'Carbomedics valves are bileaflet mechanical heart valves. The leaflets and the housing are made of pyrolytic carbon, a material used in mechanical heart valves for its strength, wear resistance and compatibility with blood. The housing is reinforced by a metal stiffening ring and sits within a fabric sewing cuff.',
      },
      { type: 'h3', text: 'Rotatable in place' },
      {
        type: 'p',
        text: 'The valve can be rotated within its sewing cuff after it has been sutured, so that the surgeon can orient the leaflets in the aortic root without removing the sutures. Rotation is carried out with the dedicated instrument, as described in the Instructions for Use.',
      },
      { type: 'h3', text: 'A family of models' },
      {
        type: 'list',
        items: [
          '**Carbomedics Top Hat** – a supra-annular model, designed to sit above the annulus rather than within it.',
          '**Carbomedics Standard** – the model for conventional implantation in the annulus.',
          '**Carbomedics Reduced** – a model for conventional implantation with a different housing and cuff configuration, described in the Instructions for Use.',
        ],
      },
      {
        type: 'p',
        text: 'Mechanical valves are designed for long-term durability and require lifelong anticoagulation with regular monitoring. The choice between a mechanical and a tissue valve is made by the surgical team with the patient, according to current guidelines.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'In a bileaflet valve the two leaflets open to leave a central opening and two lateral openings, so that blood flows through the valve along its axis. With the Top Hat model, placing the valve above the annulus is designed to allow a larger valve to be implanted in a given annulus than an intra-annular model would allow, which is relevant for patients with a small aortic root.',
      },
      {
        type: 'table',
        caption: 'Carbomedics aortic models',
        columns: ['Model', 'Position', 'Consideration'],
        rows: [
          ['Top Hat', 'Supra-annular', 'Annulus where a larger valve is wanted than an intra-annular model allows'],
          ['Standard', 'Intra-annular', 'Conventional implantation'],
          ['Reduced', 'Intra-annular', 'Housing and cuff configuration as described in the Instructions for Use'],
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Clinical perspective',
        text: 'Pibarot and Dumesnil (2006) describe prosthesis-patient mismatch as associated with poorer haemodynamic and clinical outcomes and recommend preventing it by planning the choice of prosthesis before the operation.',
      },
    ],
    references: [PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'carbo-medics',
        title: 'Carbomedics mechanical heart valves',
        description:
          'The Carbomedics bileaflet valve family: materials, rotatability and the Top Hat, Standard and Reduced models.',
        file: 'carbo-medics.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Carbomedics valves are intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic heart valve. Mechanical valves require lifelong anticoagulation. The approved indications for each model are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Carbomedics valves must only be implanted by surgeons who have been trained in their use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Carbomedics – summary of safety information (EU)',
          code: 'CC-MK-01127 C',
          file: 'carbo-medics-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Carbomedics – summary of safety information (USA and Canada)',
          code: 'CC-MK-01137 B',
          file: 'carbo-medics-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
      ceMark: '0123',
    },
  },
  tags: 'Carbomedics, CarboMedics, Carbo-Medics, Carbomedics Top Hat, Top Hat, Carbomedics Standard, Carbomedics Reduced, supra-annular, mechanical heart valve, bileaflet valve, pyrolytic carbon, rotatable valve, aortic valve replacement, AVR, anticoagulation, small aortic annulus, prosthesis-patient mismatch, Pibarot, Dumesnil, Rahimtoola, Vahanian, Otto, valvola aortica, valvola meccanica, valve aortique, valve mécanique, Aortenklappe, mechanische Herzklappe, válvula aórtica, válvula mecánica',
};

export default device;
