import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { CARPENTIER_1983, JENSEN_2008, RYAN_2008, SALGO_2002, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'memo4d',
  market: 'ww',
  category: 'mitral',
  name: 'Memo 4D',
  subtitle: 'Semi-rigid mitral annuloplasty ring',
  summary:
    'Memo 4D is the current generation of the Memo family: a semi-rigid mitral annuloplasty ring designed to follow the annulus through the cardiac cycle.',
  banner: { color: '#0f5c6e', illustration: 'mitral-ring' },
  claims: [
    'Semi-rigid ring designed to follow the mitral annulus through the cardiac cycle',
    'Three-dimensional shape that respects the saddle geometry of the annulus',
    'Current generation of the Memo annuloplasty family',
  ],
  documentCode: 'CC-MK-02201 A',
  sections: {
    features: [
      { type: 'h3', text: 'The next step in the Memo family' },
      {
        type: 'p',
        text: 'Memo 4D builds on the design principles of the Memo 3D ring. As its name suggests, it adds the dimension of time to a three-dimensional design: the ring is intended not only to reproduce the shape of the mitral annulus, but also to follow the annulus as it changes shape during the cardiac cycle.',
      },
      {
        type: 'list',
        items: [
          '**Semi-rigid construction** – intended to combine remodelling support for the annulus with the ability to move with it.',
          '**Complete ring** – designed to support the whole circumference of the mitral annulus during repair.',
          '**ReChord chordal guiding system** – a temporary, fully removable reference along the posterior curve of the ring that helps the surgeon measure and set the length of artificial chordae.',
          '**Memo family heritage** – built like Memo 3D ReChord, with a superelastic metal alloy core embedded in silicone and covered with Carbofilm-coated knitted fabric.',
        ],
      },
      { type: 'h3', text: 'Designed around the physiology of the annulus' },
      {
        type: 'p',
        text: 'The native mitral annulus is not flat. It has a saddle shape that deepens in systole and flattens in diastole, and experimental work has linked this geometry to leaflet curvature and leaflet stress (Salgo et al., 2002; Ryan et al., 2008). Memo 4D is shaped to respect this anatomy.',
      },
      {
        type: 'list',
        items: [
          'Saddle-shaped profile intended to preserve the natural three-dimensional geometry of the annulus.',
          'Designed to allow the annulus to move through systole and diastole rather than holding it in a fixed position.',
          'Sized during surgery with dedicated sizers, following the technique described in the Instructions for Use.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Remodelling with motion' },
      {
        type: 'p',
        text: 'In mitral valve repair an annuloplasty ring is used to stabilise and remodel the annulus, in line with the principles described by Carpentier. Memo 4D is designed to provide this remodelling in systole while allowing the annulus to keep its physiological motion through the cardiac cycle. Experimental studies have reported lower forces on saddle-shaped rings than on flat rings (Jensen et al., 2008).',
      },
      { type: 'h3', text: 'Available sizes' },
      {
        type: 'table',
        caption:
          'Memo 4D ring sizes shown here. Consult the Instructions for Use and your local Corcym representative for the complete range available in your country.',
        columns: ['Ring size', 'Device'],
        rows: [
          ['34', 'Memo 4D semi-rigid annuloplasty ring'],
          ['36', 'Memo 4D semi-rigid annuloplasty ring'],
          ['38', 'Memo 4D semi-rigid annuloplasty ring'],
          ['40', 'Memo 4D semi-rigid annuloplasty ring'],
          ['42', 'Memo 4D semi-rigid annuloplasty ring'],
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        text: 'Ring size is chosen with the dedicated sizers during surgery. The choice of size and technique remains the decision of the operating surgeon.',
      },
    ],
    references: [CARPENTIER_1983, SALGO_2002, JENSEN_2008, RYAN_2008, VAHANIAN_2022_ESC_EACTS],
    brochures: [
      {
        id: 'memo4d',
        title: 'Memo 4D mitral annuloplasty ring',
        description: 'Design principles, sizing and product information for the Memo 4D semi-rigid annuloplasty ring.',
        file: 'memo4d.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Memo 4D is intended for use in the surgical repair of the mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in mitral valve repair and annuloplasty. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        { region: 'EU', title: 'Memo 4D safety information (EU)', code: 'CC-MK-02251 A', file: 'memo4d-eu.pdf' },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Memo 4D, Memo4D, Memo 4 D, Memo family, Memo platform, memo_platform, ReChord, ReChord system, chordal guiding system, artificial chordae, neochordae, Carbofilm, Corcym, mitral annuloplasty ring, semi-rigid ring, semirigid annuloplasty ring, complete ring, saddle-shaped ring, 3D ring, mitral valve repair, mitral regurgitation, degenerative mitral regurgitation, annuloplasty, remodelling annuloplasty, cardiac cycle, ring sizes, 34, 36, 38, 40, 42, size 34, size 42, Carpentier, Salgo, Jensen, Ryan, Vahanian, ESC/EACTS guidelines, anello per anuloplastica mitralica, riparazione della valvola mitrale, valvola mitrale, anneau d’annuloplastie mitrale, réparation valvulaire mitrale, valve mitrale, Mitralring, Annuloplastiering, Mitralklappenrekonstruktion, Mitralklappe, anillo de anuloplastia mitral, reparación de la válvula mitral, válvula mitral',
};

export default device;
