import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'bicarbon-m',
  market: 'ww',
  category: 'mitral',
  name: 'Bicarbon Mitral',
  subtitle: 'Bileaflet mechanical heart valve for mitral replacement',
  summary:
    'Bicarbon mitral is a bileaflet mechanical valve with pyrolytic carbon leaflets and a Carbofilm-coated titanium alloy housing, for mitral replacement.',
  banner: { color: '#0f5c6e', illustration: 'mechanical-valve' },
  claims: [
    'Pyrolytic carbon leaflets in a Carbofilm-coated titanium alloy housing',
    'Bileaflet mechanical valve designed for the mitral position',
  ],
  documentCode: 'CC-MK-02207 A',
  sections: {
    features: [
      { type: 'h3', text: 'Materials' },
      {
        type: 'p',
        text: 'Bicarbon is a bileaflet mechanical heart valve. Its two leaflets are made of pyrolytic carbon, and its housing is made of a titanium alloy coated with Carbofilm, a thin carbon coating.',
      },
      {
        type: 'list',
        items: [
          '**Pyrolytic carbon leaflets** – a material used in mechanical heart valves for its strength, wear resistance and blood compatibility.',
          '**Titanium alloy housing** – a metal housing that supports the leaflets.',
          '**Carbofilm coating** – a carbon coating applied to the housing.',
        ],
      },
      { type: 'h3', text: 'When a mechanical valve is chosen' },
      {
        type: 'p',
        text: 'When the mitral valve cannot be repaired, the patient and the heart team choose between a mechanical and a tissue valve. Mechanical valves are designed for long-term durability but require lifelong anticoagulation; guidelines describe the factors to weigh, including age, patient preference and the ability to take anticoagulant therapy safely (Otto et al., 2021; Vahanian et al., 2022).',
      },
      {
        type: 'list',
        items: [
          'Lifelong anticoagulation and regular monitoring are required after implantation of a mechanical valve.',
          'Valve selection and sizing follow the Instructions for Use and the judgement of the surgical team.',
          'Part of the Bicarbon family of mechanical valves, which also includes aortic models.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'When the two leaflets open, the bileaflet configuration divides the flow into one central and two lateral orifices. The combination of pyrolytic carbon leaflets and a coated metal housing is intended for long-term mechanical performance.',
      },
      { type: 'h3', text: 'Matching the valve to the patient' },
      {
        type: 'p',
        text: 'Choosing a prosthesis that is appropriate for the patient’s body size helps avoid prosthesis-patient mismatch, a concept first described by Rahimtoola and later reviewed by Pibarot and Dumesnil. Sizing is carried out during surgery with the dedicated sizers, following the Instructions for Use.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, RAHIMTOOLA_1978, PIBAROT_2006],
    brochures: [
      {
        id: 'bicarbon-m',
        title: 'Bicarbon mitral mechanical heart valve',
        description: 'Product information for the Bicarbon bileaflet mechanical valve for mitral replacement.',
        file: 'bicarbon-m.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'The Bicarbon mitral valve is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in heart valve replacement. Patients with a mechanical heart valve require lifelong anticoagulation therapy. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Bicarbon mitral safety information (EU)',
          code: 'CC-MK-02258 A',
          file: 'bicarbon-m-eu.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Bicarbon, Bicarbon mitral, Bi-carbon, Bi Carbon, Bicarbon M, mechanical heart valve, mechanical valve, bileaflet valve, bi-leaflet mechanical valve, pyrolytic carbon, Carbofilm, titanium alloy housing, mitral valve replacement, MVR, mitral prosthesis, anticoagulation, prosthesis-patient mismatch, Corcym, Saluggia, Otto, Vahanian, Rahimtoola, Pibarot, ACC/AHA guideline, ESC/EACTS guidelines, valvola meccanica, protesi valvolare meccanica, carbonio pirolitico, sostituzione della valvola mitrale, valvola mitrale, valve mécanique, carbone pyrolytique, remplacement valvulaire mitral, valve mitrale, mechanische Herzklappe, pyrolytischer Kohlenstoff, Mitralklappenersatz, Mitralklappe, válvula mecánica, carbono pirolítico, sustitución de la válvula mitral, válvula mitral',
};

export default device;
