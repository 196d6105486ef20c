import type { Device } from '../types';
import { CORCYM_CANADA, CORCYM_ITALY } from '../us-edition';
import { OTTO_2021_ACC_AHA, PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'crown-prt',
  market: 'ww',
  category: 'aortic',
  name: 'Crown PRT',
  subtitle: 'Stented pericardial aortic bioprosthesis',
  summary:
    'Crown PRT is a stented bovine pericardial aortic valve with leaflets mounted outside the stent and tissue treated with phospholipid reduction treatment.',
  banner: { color: '#a3243b', illustration: 'stented-valve' },
  claims: [
    'Bovine pericardial leaflets mounted outside the stent',
    'Tissue treated with PRT, the phospholipid reduction treatment',
  ],
  documentCode: 'CC-MK-01105 A',
  sections: {
    features: [
      { type: 'h3', text: 'Leaflets mounted outside the stent' },
      {
        type: 'p',
        text: 'In most stented bioprostheses the leaflets are attached inside the stent. In Crown PRT the bovine pericardial leaflets are mounted on the outside of the stent, so that when the valve opens the leaflets can open to the full internal diameter of the stent rather than within it.',
      },
      { type: 'h3', text: 'PRT tissue treatment' },
      {
        type: 'p',
        text: 'The pericardial tissue is treated with PRT, the phospholipid reduction treatment, which lowers the phospholipid content of the tissue. Phospholipids are regarded as one of the sites where calcification of bioprosthetic tissue can start, and the treatment is aimed at reducing this process.',
      },
      { type: 'h3', text: 'Design' },
      {
        type: 'list',
        items: [
          '**Stented construction** – the leaflets are supported by a stent and a sewing ring, sutured to the annulus in the conventional way.',
          '**Bovine pericardium** – leaflets cut from bovine pericardial tissue.',
          '**Familiar technique** – implantation follows the steps surgeons use for stented bioprostheses, as described in the Instructions for Use.',
        ],
      },
      { type: 'h3', text: 'Tissue valve considerations' },
      {
        type: 'p',
        text: 'Tissue valves last up to about 20 years, and durability depends on the patient, in particular on age. They generally do not require lifelong anticoagulation; an anticoagulant is commonly given for the first three months after a tissue valve implant, according to guidelines and the patient’s condition.',
      },
    ],
    performance: [
      {
        type: 'p',
        text: 'Mounting the leaflets outside the stent is designed to make the most of the orifice of a given valve size, since the stent posts and the leaflet attachments do not sit inside the opening. This is most relevant when the annulus is small, where the share of the orifice taken up by the valve’s own structure matters most.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Clinical perspective',
        text: 'Pibarot and Dumesnil (2006) describe prosthesis-patient mismatch, a prosthesis whose effective orifice area is too small for the patient’s body size, as associated with poorer haemodynamic and clinical outcomes, and recommend preventing it by planning the choice of prosthesis before the operation.',
      },
      {
        type: 'p',
        text: 'The choice between valve types and sizes rests with the surgical team, taking into account the patient’s anatomy, body size, age and preferences, as recommended by current valvular heart disease guidelines.',
      },
    ],
    references: [PIBAROT_2006, RAHIMTOOLA_1978, VAHANIAN_2022_ESC_EACTS, OTTO_2021_ACC_AHA],
    brochures: [
      {
        id: 'crown-prt',
        title: 'Crown PRT stented aortic valve',
        description: 'The externally mounted leaflet design of Crown PRT and the PRT tissue treatment.',
        file: 'crown-prt.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Crown PRT is intended for the surgical replacement of a diseased native aortic valve or a malfunctioning prosthetic aortic valve. The approved indications are those stated in the Instructions for Use for each country.',
        },
        {
          type: 'p',
          text: 'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Crown PRT must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Crown PRT – summary of safety information (EU)',
          code: 'CC-MK-01125 A',
          file: 'crown-prt-eu.pdf',
        },
      ],
      manufacturers: [CORCYM_CANADA, CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Crown PRT, Crown, PRT, phospholipid reduction treatment, stented valve, stented bioprosthesis, pericardial valve, bovine pericardium, externally mounted leaflets, tissue valve, aortic valve replacement, AVR, small aortic annulus, prosthesis-patient mismatch, Pibarot, Dumesnil, Rahimtoola, Vahanian, Otto, valvola aortica, bioprotesi pericardica, valve aortique, bioprothèse péricardique, Aortenklappe, Perikard-Bioprothese, válvula aórtica, bioprótesis de pericardio',
};

export default device;
