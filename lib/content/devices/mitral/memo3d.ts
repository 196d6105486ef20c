import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { JENSEN_2008, OTTO_2021_ACC_AHA, RYAN_2008, SALGO_2002, VAHANIAN_2022_ESC_EACTS } from '../references';

const device: Device = {
  slug: 'memo3d',
  market: 'ww',
  category: 'mitral',
  name: 'Memo 3D',
  subtitle: 'Semi-rigid mitral annuloplasty ring',
  summary:
    'Memo 3D is a semi-rigid mitral annuloplasty ring that combines a saddle-shaped design with flexibility to adapt to the annulus in systole and diastole.',
  banner: { color: '#136b7f', illustration: 'mitral-ring' },
  claims: [
    'Saddle-shaped design combined with flexibility',
    'Adapts to the mitral annulus in systole and diastole',
    'Complete semi-rigid ring for remodelling annuloplasty',
  ],
  documentCode: 'CC-MK-02203 A',
  sections: {
    features: [
      { type: 'h3', text: 'Shape and flexibility in one ring' },
      {
        type: 'p',
        text: 'Annuloplasty rings have traditionally been either rigid, to remodel the annulus, or flexible, to preserve its motion. Memo 3D is a semi-rigid ring designed to combine the two: its saddle-shaped profile supports remodelling of the annulus, while its flexibility lets the annulus move through the cardiac cycle.',
      },
      {
        type: 'list',
        items: [
          '**Saddle-shaped design** – intended to respect the natural three-dimensional geometry of the mitral annulus.',
          '**Semi-rigid construction** – designed to provide remodelling support without fixing the annulus in one position.',
          '**Complete ring** – supports the whole circumference of the annulus during repair.',
          '**Materials** – a superelastic metal alloy core embedded in silicone and covered with a knitted fabric coated with Carbofilm, a thin layer of turbostratic carbon.',
        ],
      },
      { type: 'h3', text: 'Adapting to the annulus' },
      {
        type: 'p',
        text: 'The mitral annulus changes shape during each heartbeat: it is more saddle-shaped in systole and flatter in diastole. Memo 3D is designed to adapt to these changes, so that the repaired valve keeps a geometry close to the physiological one in both phases.',
      },
      {
        type: 'list',
        items: [
          'In systole the ring adapts to the saddle shape of the annulus while supporting leaflet coaptation.',
          'In diastole its flexibility allows the annulus to change shape as the valve opens.',
          'Sized during surgery with dedicated sizers, following the technique described in the Instructions for Use.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Why the saddle shape matters' },
      {
        type: 'p',
        text: 'Experimental studies have associated the saddle shape of the mitral annulus with greater leaflet curvature and lower leaflet stress, and have reported lower forces on saddle-shaped annuloplasty rings than on flat rings (Salgo et al., 2002; Jensen et al., 2008; Ryan et al., 2008). Memo 3D is designed to preserve this geometry after repair.',
      },
      { type: 'h3', text: 'Supporting a durable repair' },
      {
        type: 'p',
        text: 'Annuloplasty is a standard component of mitral valve repair, and guidelines recommend repair rather than replacement for primary mitral regurgitation when a durable result can be expected (Otto et al., 2021; Vahanian et al., 2022). Memo 3D is intended to provide the annular support that a repair needs while respecting the motion of the annulus.',
      },
    ],
    references: [SALGO_2002, JENSEN_2008, RYAN_2008, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS],
    brochures: [
      {
        id: 'memo3d',
        title: 'Memo 3D mitral annuloplasty ring',
        description: 'Design principles and product information for the Memo 3D semi-rigid annuloplasty ring.',
        file: 'memo3d.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Memo 3D is intended for use in the surgical repair of the mitral valve. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in mitral valve repair and annuloplasty. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        { region: 'EU', title: 'Memo 3D safety information (EU)', code: 'CC-MK-02253 A', file: 'memo3d-eu.pdf' },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Memo 3D, Memo3D, Memo 3 D, Memo platform, memo_platform, Corcym, mitral annuloplasty ring, semi-rigid ring, semirigid annuloplasty ring, complete ring, saddle-shaped ring, 3D ring, systole, diastole, mitral valve repair, mitral regurgitation, annuloplasty, remodelling annuloplasty, Salgo, Jensen, Ryan, Otto, Vahanian, ACC/AHA guideline, ESC/EACTS guidelines, anello per anuloplastica mitralica, anello semirigido, riparazione della valvola mitrale, valvola mitrale, anneau d’annuloplastie mitrale, anneau semi-rigide, réparation valvulaire mitrale, valve mitrale, Mitralring, Annuloplastiering, halbstarrer Ring, Mitralklappenrekonstruktion, Mitralklappe, anillo de anuloplastia mitral, anillo semirrígido, reparación de la válvula mitral, válvula mitral',
};

export default device;
