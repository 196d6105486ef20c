import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import {
  CARPENTIER_1983,
  CARPENTIER_2010,
  DAVID_2013,
  OTTO_2021_ACC_AHA,
  VAHANIAN_2022_ESC_EACTS,
} from '../references';

const device: Device = {
  slug: 'annuloflex',
  market: 'ww',
  category: 'mitral',
  name: 'AnnuloFlex',
  subtitle: 'Flexible mitral annuloplasty ring',
  summary:
    'AnnuloFlex is a flexible mitral annuloplasty ring that supports the annulus during mitral valve repair while allowing it to move with the heart.',
  banner: { color: '#0f5c6e', illustration: 'flexible-band' },
  claims: [
    'Flexible ring that follows the motion of the mitral annulus',
    'Annular support for a range of mitral repair techniques',
  ],
  documentCode: 'CC-MK-02204 A',
  sections: {
    features: [
      { type: 'h3', text: 'A flexible approach to annuloplasty' },
      {
        type: 'p',
        text: 'AnnuloFlex is a flexible annuloplasty ring for mitral valve repair. It is designed to reinforce the repaired valve and to limit further dilatation of the annulus, while leaving the annulus free to change shape with each heartbeat.',
      },
      {
        type: 'list',
        items: [
          '**Flexible construction** – designed to follow the motion of the annulus in systole and diastole.',
          '**Annular support** – intended to stabilise the annulus after repair of the leaflets or chordae.',
          '**Surgical versatility** – can be combined with the repair techniques chosen by the surgeon, as described in the Instructions for Use.',
        ],
      },
      { type: 'h3', text: 'Implantation' },
      {
        type: 'p',
        text: 'The ring is implanted with sutures placed in the mitral annulus and passed through the ring, following the standard principles of ring annuloplasty. Size is selected during surgery with the dedicated sizers.',
      },
      {
        type: 'list',
        items: [
          'Sizing and implantation follow the technique described in the Instructions for Use.',
          'Suitable for surgeons who prefer a flexible ring for their repair strategy.',
          'The choice of ring size and surgical technique remains the decision of the operating surgeon.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Preserving annular motion' },
      {
        type: 'p',
        text: 'The mitral annulus is a dynamic structure that changes size and shape during the cardiac cycle. A flexible ring such as AnnuloFlex is designed to support the repaired annulus without fixing it in a single shape, so that the natural motion of the annulus is preserved as far as possible.',
      },
      { type: 'h3', text: 'Part of a complete repair' },
      {
        type: 'p',
        text: 'Annuloplasty is one of the core techniques of mitral valve repair described by Carpentier and is used in most repairs to stabilise the result. Guidelines recommend repair rather than replacement for primary mitral regurgitation when a durable result can be expected (Otto et al., 2021; Vahanian et al., 2022).',
      },
    ],
    references: [CARPENTIER_1983, CARPENTIER_2010, DAVID_2013, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS],
    brochures: [
      {
        id: 'annuloflex',
        title: 'AnnuloFlex mitral annuloplasty ring',
        description: 'Product information for the AnnuloFlex flexible mitral annuloplasty ring.',
        file: 'annuloflex.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'AnnuloFlex is intended for use in the surgical repair of the mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in mitral valve repair and annuloplasty. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        { region: 'EU', title: 'AnnuloFlex safety information (EU)', code: 'CC-MK-02254 A', file: 'annuloflex-eu.pdf' },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'AnnuloFlex, Annulo Flex, Annuloflex ring, Corcym, flexible annuloplasty ring, flexible ring, mitral annuloplasty ring, mitral valve repair, mitral regurgitation, annular dilatation, annuloplasty, ring annuloplasty, Carpentier, David, Otto, Vahanian, ACC/AHA guideline, ESC/EACTS guidelines, anello flessibile, anello per anuloplastica mitralica, riparazione della valvola mitrale, valvola mitrale, anneau flexible, anneau d’annuloplastie mitrale, réparation valvulaire mitrale, valve mitrale, flexibler Ring, Mitralring, Annuloplastiering, Mitralklappenrekonstruktion, Mitralklappe, anillo flexible, anillo de anuloplastia mitral, reparación de la válvula mitral, válvula mitral',
};

export default device;
