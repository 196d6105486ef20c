import type { Device } from '../types';
import { CORCYM_CANADA, CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'solo-smart',
  market: 'ww',
  category: 'aortic',
  name: 'Solo Smart',
  subtitle: 'Stentless pericardial aortic bioprosthesis',
  summary:
    'Solo Smart is a stentless bovine pericardial aortic valve for supra-annular implantation, held by a temporary stent that is removed once it is sutured.',
  banner: { color: '#6d1424', illustration: 'stentless-valve' },
  claims: [
    'Stentless bovine pericardial valve for supra-annular implantation',
    'Temporary stent for handling, removed once the valve is sutured',
    'A single suture line',
  ],
  documentCode: 'CC-MK-01104 B',
  sections: {
    features: [
      { type: 'h3', text: 'Easy and fast implant' },
      {
        type: 'p',
        text: 'Solo Smart combines the handling of a stented valve with a stentless result. During implantation the valve is held by a temporary stent, which keeps its shape and makes it easier to orient and to suture. Once the valve is sutured in place, the stent is removed, leaving a valve of bovine pericardium with no stent or sewing ring in the aortic root.',
      },
      {
        type: 'list',
        items: [
          '**Supra-annular position** – the valve is implanted above the annulus.',
          '**Single suture line** – the valve is secured with one suture line, rather than the two lines of many traditional stentless techniques.',
          '**Temporary stent** – supports the valve while it is positioned and sutured, then is removed.',
          '**Bovine pericardium** – the leaflets and body of the valve are made of bovine pericardial tissue.',
        ],
      },
      { type: 'h3', text: 'A stentless design' },
      {
        type: 'p',
        text: 'Because no stent or sewing ring remains once the valve is in place, the orifice is not narrowed by the valve’s own structure, and the valve can follow the movement of the aortic root during the cardiac cycle. These are the design features that have made stentless valves a choice for patients in whom haemodynamic performance is a priority.',
      },
      {
        type: 'p',
        text: 'As with any tissue valve, durability depends on the patient; tissue valves last up to about 20 years. An anticoagulant is commonly given for the first three months after a tissue valve implant, according to guidelines and the patient’s condition.',
      },
    ],
    performance: [
      { type: 'h3', text: 'Exercise hemodynamics for an active lifestyle' },
      {
        type: 'p',
        text: 'During exercise, cardiac output rises and more blood crosses the aortic valve each minute. A prosthesis that narrows the outflow tract will show a steeper rise in gradient under these conditions. By leaving no stent or sewing ring in the flow path, the stentless design of Solo Smart is intended to limit obstruction at rest and during exercise, which matters for patients who expect to remain active after surgery.',
      },
      { type: 'h3', text: 'Hemodynamic performance by valve size' },
      {
        type: 'p',
        text: 'The haemodynamic result of an aortic valve replacement depends on the effective orifice area of the prosthesis in relation to the patient’s body size. Planning the choice of valve and size with this in mind helps avoid prosthesis-patient mismatch, a concept first described by Rahimtoola.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Clinical perspective',
        text: 'Pibarot and Dumesnil (2006) describe prosthesis-patient mismatch as a prosthesis whose effective orifice area is too small for the patient’s body size. They report that it is associated with poorer haemodynamic and clinical outcomes, and that it can largely be avoided by a preventive strategy applied when the operation is planned.',
      },
      {
        type: 'table',
        caption: 'Planning steps to help avoid prosthesis-patient mismatch, after Pibarot and Dumesnil (2006)',
        columns: ['Stage', 'What the surgical team does'],
        rows: [
          [
            'Before surgery',
            'Calculates the patient’s body surface area and the minimum effective orifice area the patient needs.',
          ],
          [
            'Valve selection',
            'Compares this with the published reference effective orifice area of each candidate valve model and size.',
          ],
          [
            'In the operating room',
            'Sizes the annulus with the dedicated Solo Smart sizers, following the Instructions for Use.',
          ],
          [
            'If mismatch is anticipated',
            'Considers a prosthesis with a larger effective orifice area for the same annulus, or an annulus enlargement.',
          ],
        ],
      },
    ],
    references: [PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'solo-smart',
        title: 'Solo Smart aortic pericardial valve',
        description:
          'The stentless design of Solo Smart, the temporary stent and the single-suture-line implantation technique.',
        file: 'solo-smart.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Solo Smart is intended for the surgical replacement of a diseased native aortic valve or a malfunctioning prosthetic aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Solo Smart must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Solo Smart – summary of safety information (EU)',
          code: 'CC-MK-01124 C',
          file: 'solo-smart-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Solo Smart – summary of safety information (USA and Canada)',
          code: 'CC-MK-01134 B',
          file: 'solo-smart-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY, CORCYM_CANADA],
      ceMark: '0123',
    },
  },
  tags: 'Solo Smart, Solo, Freedom Solo, stentless valve, stentless aortic valve, stentless bioprosthesis, pericardial valve, bovine pericardium, supra-annular, single suture line, temporary stent, removable stent, aortic valve replacement, AVR, hemodynamics, haemodynamics, exercise hemodynamics, effective orifice area, prosthesis-patient mismatch, PPM, Pibarot, Dumesnil, Rahimtoola, Vahanian, Otto, valvola aortica, valvola stentless, valve aortique, bioprothèse sans armature, Aortenklappe, gerüstlose Bioprothese, válvula aórtica, válvula sin stent',
};

export default device;
