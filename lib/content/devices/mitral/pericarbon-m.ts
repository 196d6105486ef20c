import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'pericarbon-m',
  market: 'ww',
  category: 'mitral',
  name: 'Pericarbon More Mitral',
  subtitle: 'Stented pericardial tissue valve for mitral replacement',
  summary:
    'Pericarbon More is a stented pericardial tissue valve for mitral valve replacement, for patients in whom a biological prosthesis is preferred.',
  banner: { color: '#0b4a58', illustration: 'stented-valve' },
  claims: ['Stented tissue valve with leaflets made of pericardium', 'Biological option for mitral valve replacement'],
  documentCode: 'CC-MK-02208 A',
  sections: {
    features: [
      { type: 'h3', text: 'A stented pericardial valve' },
      {
        type: 'p',
        text: 'Pericarbon More is a biological heart valve for the mitral position. Its leaflets are made of pericardial tissue and are mounted on a stent, which gives the valve its shape and provides a sewing ring for implantation in the mitral annulus.',
      },
      {
        type: 'list',
        items: [
          '**Pericardial leaflets** – biological tissue leaflets that open and close with each heartbeat.',
          '**Stented design** – the stent supports the leaflets and keeps the geometry of the valve.',
          '**Sewing ring** – used to secure the valve to the mitral annulus with sutures.',
        ],
      },
      { type: 'h3', text: 'When a tissue valve is chosen' },
      {
        type: 'p',
        text: 'When the mitral valve cannot be repaired, the patient and the heart team choose between a tissue and a mechanical valve. Tissue valves do not usually require lifelong anticoagulation, but they can wear over time; guidelines describe the factors to consider, including age, patient preference and the ability to take anticoagulant therapy (Otto et al., 2021; Vahanian et al., 2022).',
      },
      {
        type: 'list',
        items: [
          'Anticoagulant therapy is generally given for the first three months after a tissue valve implant, according to the patient’s condition and local practice.',
          'Regular follow-up is needed to monitor valve function over time.',
          'Valve selection and sizing follow the Instructions for Use and the judgement of the surgical team.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'The stent keeps the pericardial leaflets in a defined geometry so that they open and close in a coordinated way. Tissue valves can last up to about 20 years; durability varies from patient to patient and depends on factors such as age and general health.',
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
        id: 'pericarbon-m',
        title: 'Pericarbon More mitral tissue valve',
        description: 'Product information for the Pericarbon More stented pericardial valve for mitral replacement.',
        file: 'pericarbon-m.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Pericarbon More is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in heart valve replacement. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Pericarbon More mitral safety information (EU)',
          code: 'CC-MK-02259 A',
          file: 'pericarbon-m-eu.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Pericarbon More, Pericarbon, Pericarbon mitral, Pericarbon More mitral, Pericarbon M, stented valve, stented tissue valve, pericardial valve, biological valve, bioprosthesis, tissue valve, mitral valve replacement, MVR, mitral bioprosthesis, anticoagulation, prosthesis-patient mismatch, Corcym, Saluggia, Otto, Vahanian, Rahimtoola, Pibarot, ACC/AHA guideline, ESC/EACTS guidelines, valvola biologica, bioprotesi, protesi pericardica, sostituzione della valvola mitrale, valvola mitrale, bioprothèse, valve biologique, valve péricardique, remplacement valvulaire mitral, valve mitrale, biologische Herzklappe, Bioprothese, Perikardklappe, Mitralklappenersatz, Mitralklappe, válvula biológica, bioprótesis, válvula de pericardio, sustitución de la válvula mitral, válvula mitral',
};

export default device;
