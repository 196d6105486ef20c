import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import {
  CARPENTIER_1983,
  CARPENTIER_2010,
  DAVID_2013,
  JENSEN_2008,
  OTTO_2021_ACC_AHA,
  RYAN_2008,
  SALGO_2002,
  VAHANIAN_2022_ESC_EACTS,
} from '../references';

const device: Device = {
  slug: 'memo3d-rechord',
  market: 'ww',
  category: 'mitral',
  name: 'Memo 3D ReChord',
  subtitle: 'Semi-rigid mitral annuloplasty ring with chordal guiding system',
  summary:
    'Memo 3D ReChord combines the semi-rigid Memo 3D annuloplasty ring with the ReChord system, which helps the surgeon measure and set neochordal length.',
  banner: { color: '#0b4a58', illustration: 'mitral-ring' },
  claims: [
    'ReChord chordal guiding system to help measure and set the length of artificial chordae',
    'Semi-rigid ring that adapts to the three-dimensional motion of the mitral annulus',
  ],
  documentCode: 'CC-MK-02202 A',
  sections: {
    features: [
      { type: 'h3', text: 'Innovation' },
      {
        type: 'p',
        text: 'Chordal replacement with artificial chordae (neochordae) is an established technique in mitral valve repair, but setting the correct length of each neochorda can be demanding, particularly through minimally invasive approaches. Memo 3D ReChord adds the ReChord chordal guiding system to the Memo 3D annuloplasty ring to support the surgeon in this step.',
      },
      {
        type: 'list',
        items: [
          '**Guided measurement** – the ReChord system gives the surgeon a temporary reference at the level of the annulus for measuring the length of artificial chordae.',
          '**Controlled adjustment** – designed to help the surgeon set and fix each neochorda against the same reference.',
          '**One device for two steps** – chordal replacement and annuloplasty are supported by the same device, in line with the repair plan chosen by the surgeon.',
        ],
      },
      { type: 'h3', text: 'Design' },
      {
        type: 'p',
        text: 'The ring is based on the Memo 3D design: a semi-rigid, complete annuloplasty ring that combines a saddle-shaped profile with flexibility, so that it can adapt to the annulus through systole and diastole. Its superelastic metal alloy core is embedded in silicone and covered with a knitted fabric coated with Carbofilm, a thin layer of turbostratic carbon. The ring is supplied mounted on a disposable holder.',
      },
      {
        type: 'list',
        items: [
          'Saddle-shaped profile intended to respect the natural three-dimensional geometry of the mitral annulus.',
          'Semi-rigid construction designed to remodel the annulus while allowing physiological motion.',
          'ReChord system: a series of thread loops along the posterior curve of the ring, fully removable once the neochordae have been set.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Performance' },
      {
        type: 'p',
        text: 'The saddle shape of the mitral annulus has been shown in experimental studies to influence leaflet curvature and leaflet stress, and saddle-shaped rings have been reported to experience lower forces than flat rings (Salgo et al., 2002; Jensen et al., 2008; Ryan et al., 2008). Memo 3D ReChord is designed with these findings in mind.',
      },
      { type: 'h3', text: '3D motion' },
      {
        type: 'p',
        text: 'The ring is designed to follow the three-dimensional motion of the annulus during the cardiac cycle. Its flexibility allows the annulus to change shape between systole and diastole instead of being held in a fixed, flat configuration.',
      },
      { type: 'h3', text: 'Systolic remodeling' },
      {
        type: 'p',
        text: 'In systole, when the valve closes, the ring adapts to the three-dimensional saddle shape of the annulus. It is designed to provide remodelling of the annulus in this phase, when support is needed for leaflet coaptation, while preserving the saddle geometry that the studies above associate with lower leaflet stress.',
      },
    ],
    references: [
      SALGO_2002,
      JENSEN_2008,
      RYAN_2008,
      CARPENTIER_1983,
      CARPENTIER_2010,
      DAVID_2013,
      OTTO_2021_ACC_AHA,
      VAHANIAN_2022_ESC_EACTS,
    ],
    brochures: [
      {
        id: 'memo-3d-rechord',
        title: 'Memo 3D ReChord mitral annuloplasty ring',
        description:
          'Design, chordal guiding system and product information for the Memo 3D ReChord semi-rigid annuloplasty ring.',
        file: 'memo-3d-rechord.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text: 'Memo 3D ReChord is intended for use in the surgical repair of the mitral valve, including chordal replacement with artificial chordae. The information on this page is a summary and is not a substitute for the Instructions for Use, which contain the complete indications, contraindications, warnings, precautions and potential adverse events.',
        },
        {
          type: 'p',
          text: 'Ring-related mitral regurgitation is expected between 1 and 10 times per 10,000 device population.',
        },
        {
          type: 'p',
          text: 'The device must be implanted only by surgeons trained in mitral valve repair, annuloplasty and chordal replacement. Availability and approved indications vary by country; check with your local Corcym representative.',
        },
      ],
      documents: [
        {
          region: 'EU',
          title: 'Memo 3D ReChord safety information (EU)',
          code: 'CC-MK-02252 A',
          file: 'memo3d-rechord-eu.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      ceMark: '0123',
    },
  },
  tags: 'Memo 3D ReChord, Memo3D ReChord, Memo 3D Re Chord, ReChord, ReChord system, rechord_system, chordal guiding system, chordal replacement, artificial chordae, neochordae, neochords, neochordal length, Memo 3D, Memo platform, Corcym, mitral annuloplasty ring, semi-rigid ring, semirigid annuloplasty ring, saddle-shaped ring, 3D motion, systolic remodeling, systolic remodelling, mitral valve repair, mitral regurgitation, degenerative mitral regurgitation, minimally invasive mitral repair, Salgo, Jensen, Ryan, Carpentier, David, Otto, Vahanian, ACC/AHA guideline, ESC/EACTS guidelines, anello per anuloplastica mitralica, corde tendinee artificiali, neocorde, riparazione della valvola mitrale, valvola mitrale, anneau d’annuloplastie mitrale, néocordages, cordages artificiels, réparation valvulaire mitrale, valve mitrale, Mitralring, Annuloplastiering, künstliche Sehnenfäden, Neochordae, Mitralklappenrekonstruktion, Mitralklappe, anillo de anuloplastia mitral, cuerdas tendinosas artificiales, neocuerdas, reparación de la válvula mitral, válvula mitral',
};

export default device;
