import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'bi-carbon',
  market: 'ww',
  category: 'aortic',
  name: 'Bicarbon',
  subtitle: 'Bileaflet mechanical heart valve',
  summary:
    'Bicarbon is a bileaflet mechanical heart valve with pyrolytic carbon leaflets in a Carbofilm-coated titanium alloy housing, in models for different anatomies.',
  banner: { color: '#6d1424', illustration: 'mechanical-valve' },
  claims: [
    'Pyrolytic carbon leaflets in a titanium alloy housing coated with Carbofilm',
    'Fitline, Slimline and Overline models for different annulus anatomies',
  ],
  documentCode: 'CC-MK-01106 B',
  sections: {
    features: [
      { type: 'h3', text: 'Materials' },
      {
        type: 'p',
        text: 'Bicarbon is a bileaflet mechanical heart valve. Its two leaflets are made of pyrolytic carbon, a material used in mechanical heart valves for its strength, wear resistance and compatibility with blood. The housing is made of titanium alloy and coated with Carbofilm, a thin carbon coating.',
      },
      { type: 'h3', text: 'Models for different anatomies' },
      {
        type: 'p',
        text: 'The Bicarbon family offers models with different sewing ring configurations, so that the surgeon can match the valve to the anatomy of the annulus and to the preferred implantation technique.',
      },
      {
        type: 'list',
        items: [
          '**Bicarbon Fitline** – the model with the standard sewing ring.',
          '**Bicarbon Slimline** – a slimmer sewing ring, intended to leave more room for the valve in a small annulus.',
          '**Bicarbon Overline** – designed for supra-annular positioning in the aortic root.',
        ],
      },
      { type: 'h3', text: 'Mechanical valve considerations' },
      {
        type: 'p',
        text: 'Mechanical valves are designed for long-term durability, but they require lifelong anticoagulation with regular monitoring. The balance between durability and anticoagulation is part of the choice between a mechanical and a tissue valve, which the surgical team makes with the patient according to current guidelines.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'In a bileaflet valve, the two leaflets open to leave a central opening and two lateral openings, so that blood flows through the valve along its axis. The choice of model, and in particular the position of the valve relative to the annulus, affects how much of the patient’s annulus is available for flow.',
      },
      {
        type: 'table',
        caption: 'Bicarbon models',
        columns: ['Model', 'Sewing ring', 'Typical use'],
        rows: [
          ['Fitline', 'Standard', 'Conventional implantation in the annulus'],
          ['Slimline', 'Slimmer', 'Small annulus, where the space taken by the sewing ring matters'],
          ['Overline', 'Supra-annular', 'Positioning above the annulus in the aortic root'],
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Clinical perspective',
        text: 'Pibarot and Dumesnil (2006) describe prosthesis-patient mismatch as associated with poorer haemodynamic and clinical outcomes and recommend preventing it by planning the choice of prosthesis, including its model and position, before the operation.',
      },
    ],
    references: [PIBAROT_2006, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'bi-carbon',
        title: 'Bicarbon mechanical heart valve',
        description: 'The materials of the Bicarbon valve and the Fitline, Slimline and Overline models.',
        file: 'bi-carbon.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Bicarbon is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic heart valve. Mechanical valves require lifelong anticoagulation. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Bicarbon must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Bicarbon – summary of safety information (EU)',
          code: 'CC-MK-01126 B',
          file: 'bi-carbon-eu.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Bicarbon, Bi-Carbon, Sorin Bicarbon, Bicarbon Fitline, Bicarbon Slimline, Bicarbon Overline, Fitline, Slimline, Overline, mechanical heart valve, bileaflet valve, pyrolytic carbon, titanium alloy, Carbofilm, supra-annular, aortic valve replacement, AVR, anticoagulation, prosthesis-patient mismatch, Pibarot, Dumesnil, Vahanian, Otto, valvola aortica, valvola meccanica, valve aortique, valve mécanique, Aortenklappe, mechanische Herzklappe, válvula aórtica, válvula mecánica',
};

export default device;
