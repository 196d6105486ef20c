import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { CARPENTIER_1983, CARPENTIER_2010, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'sovering',
  market: 'ww',
  category: 'mitral',
  name: 'Sovering',
  subtitle: 'Annuloplasty ring and band family for mitral and tricuspid repair',
  summary:
    'Sovering is a family of annuloplasty rings and bands for mitral valve repair; the band configuration is also used in tricuspid valve repair.',
  banner: { color: '#136b7f', illustration: 'flexible-band' },
  claims: [
    'Ring and band configurations for different repair strategies',
    'Used in mitral repair and, as a band, in tricuspid repair',
  ],
  documentCode: 'CC-MK-02206 A',
  sections: {
    features: [
      { type: 'h3', text: 'One family, two configurations' },
      {
        type: 'p',
        text: 'Sovering offers the surgeon a choice between a complete ring and an open band. Both are designed to support the annulus after valve repair, so that the configuration can be matched to the anatomy and to the repair strategy chosen for each patient.',
      },
      {
        type: 'list',
        items: [
          '**Ring** – a closed configuration that supports the whole circumference of the mitral annulus.',
          '**Band** – an open configuration that supports part of the annulus, such as the posterior mitral annulus, where dilatation mainly occurs.',
          '**Tricuspid use** – the band configuration is also used in the repair of the tricuspid valve.',
        ],
      },
      { type: 'h3', text: 'Mitral and tricuspid repair' },
      {
        type: 'p',
        text: 'Annular dilatation is a common mechanism of both mitral and tricuspid regurgitation. Sovering rings and bands are intended to reduce the annulus to an appropriate size and to stabilise the repair, following the principles of annuloplasty described by Carpentier.',
      },
      {
        type: 'list',
        items: [
          'Mitral valve repair, alone or combined with leaflet and chordal techniques.',
          'Tricuspid valve repair with the band configuration, including during concomitant mitral surgery.',
          'Sizing and implantation follow the technique described in the Instructions for Use.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'Sovering rings and bands are designed to support the annulus while allowing it to move with the heart. The choice between the ring and the band lets the surgeon decide how much of the annulus to support in each repair.',
      },
      { type: 'h3', text: 'Available configurations' },
      {
        type: 'table',
        caption:
          'Sovering configurations and their main use. See the Instructions for Use for the sizes available in your country.',
        columns: ['Configuration', 'Main use'],
        rows: [
          ['Sovering ring', 'Mitral valve repair'],
          ['Sovering band', 'Mitral and tricuspid valve repair'],
        ],
      },
    ],
    references: [CARPENTIER_1983, CARPENTIER_2010, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS],
    brochures: [
      {
        id: 'sovering',
        title: 'Sovering annuloplasty rings and bands',
        description:
          'Product information for the Sovering annuloplasty ring and band family for mitral and tricuspid repair.',
        file: 'sovering.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Sovering rings and bands are intended for use in the surgical repair of the mitral valve, and the band configuration also in the repair of the tricuspid valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The devices must be implanted only by surgeons trained in valve repair and annuloplasty. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        { region: 'EU', title: 'Sovering safety information (EU)', code: 'CC-MK-02257 A', file: 'sovering-eu.pdf' },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Sovering, Sovering ring, Sovering band, Sovering tricuspid band, sovering_tricuspid_band, Corcym, annuloplasty ring, annuloplasty band, open band, complete ring, flexible band, mitral annuloplasty, tricuspid annuloplasty, mitral valve repair, tricuspid valve repair, mitral regurgitation, tricuspid regurgitation, functional tricuspid regurgitation, annular dilatation, Carpentier, Otto, Vahanian, ACC/AHA guideline, ESC/EACTS guidelines, anello per anuloplastica, banda per anuloplastica, riparazione della valvola mitrale, riparazione della valvola tricuspide, valvola tricuspide, anneau d’annuloplastie, bande d’annuloplastie, réparation valvulaire mitrale, réparation tricuspide, valve tricuspide, Annuloplastiering, Annuloplastieband, Mitralklappenrekonstruktion, Trikuspidalklappenrekonstruktion, Trikuspidalklappe, anillo de anuloplastia, banda de anuloplastia, reparación de la válvula mitral, reparación tricuspídea, válvula tricúspide',
};

export default device;
