import type { Device } from '../types';
import { CORCYM_CANADA } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'carbomedics-m',
  market: 'ww',
  category: 'mitral',
  name: 'Carbomedics Mitral',
  subtitle: 'Bileaflet mechanical heart valve for mitral replacement',
  summary:
    'The Carbomedics mitral valve is a bileaflet mechanical heart valve made with pyrolytic carbon, intended for replacement of the mitral valve.',
  banner: { color: '#0b4a58', illustration: 'mechanical-valve' },
  claims: [
    'Bileaflet mechanical valve made with pyrolytic carbon',
    'Long-established Carbomedics design for mitral valve replacement',
  ],
  documentCode: 'CC-MK-02205 A',
  sections: {
    features: [
      { type: 'h3', text: 'Pyrolytic carbon technology' },
      {
        type: 'p',
        text: 'The Carbomedics mitral valve is a bileaflet mechanical prosthesis. Its leaflets and housing are made with pyrolytic carbon, a material used in mechanical heart valves for its strength, wear resistance and blood compatibility.',
      },
      {
        type: 'list',
        items: [
          '**Bileaflet design** – two leaflets open and close in response to the pressure changes of the cardiac cycle.',
          '**Pyrolytic carbon** – chosen for mechanical durability in a prosthesis intended for long-term implantation.',
          '**Mitral configuration** – designed for implantation in the mitral position.',
        ],
      },
      { type: 'h3', text: 'When a mechanical valve is chosen' },
      {
        type: 'p',
        text: 'When the mitral valve cannot be repaired, the choice between a mechanical and a tissue valve is made by the patient and the heart team. Mechanical valves are designed for long-term durability but require lifelong anticoagulation; guidelines describe the factors to consider, including age, patient preference and the ability to take anticoagulant therapy safely (Otto et al., 2021; Vahanian et al., 2022).',
      },
      {
        type: 'list',
        items: [
          'Lifelong anticoagulation and regular monitoring are required after implantation of a mechanical valve.',
          'Valve selection and sizing follow the Instructions for Use and the judgement of the surgical team.',
          'Part of the Carbomedics family of mechanical valves, which also includes aortic models.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'When the two leaflets open, the bileaflet configuration divides the flow into one central and two lateral orifices. Pyrolytic carbon components are intended to keep their mechanical properties over the long term.',
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
        id: 'carbomedics-m',
        title: 'Carbomedics mitral mechanical heart valve',
        description: 'Product information for the Carbomedics bileaflet mechanical valve for mitral replacement.',
        file: 'carbomedics-m.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'The Carbomedics mitral valve is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in heart valve replacement. Patients with a mechanical heart valve require lifelong anticoagulation therapy. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Carbomedics mitral safety information (EU)',
          code: 'CC-MK-02255 A',
          file: 'carbomedics-m-eu.pdf',
        },
        {
          region: 'USA and Canada',
          title: 'Carbomedics mitral safety information (USA and Canada)',
          code: 'CC-MK-02256 A',
          file: 'carbomedics-m-us-ca.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA],
      ceMark: '0123',
    },
  },
  tags: 'Carbomedics, Carbomedics mitral, CarboMedics, Carbo Medics, Carbomedics M, mechanical heart valve, mechanical valve, bileaflet valve, bi-leaflet mechanical valve, pyrolytic carbon, mitral valve replacement, MVR, mitral prosthesis, anticoagulation, prosthesis-patient mismatch, Corcym, Corcym Canada, Burnaby, Otto, Vahanian, Rahimtoola, Pibarot, ACC/AHA guideline, ESC/EACTS guidelines, valvola meccanica, protesi valvolare meccanica, sostituzione della valvola mitrale, valvola mitrale, valve mécanique, prothèse valvulaire mécanique, remplacement valvulaire mitral, valve mitrale, mechanische Herzklappe, Mitralklappenersatz, Mitralklappe, válvula mecánica, prótesis valvular mecánica, sustitución de la válvula mitral, válvula mitral',
};

export default device;
