import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'instrument',
  components: true,
  purpose:
    'The Atrial Lift System is intended to retract the left atrium and provide exposure of the mitral valve during minimally invasive cardiac surgery.',
  intendedUse:
    'The Atrial Lift System is intended for retraction of the left atrium to expose the mitral valve during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the instrument before each use; do not use it if it is damaged or does not function as expected.',
    'Apply retraction gradually and avoid excessive force, which may injure the atrial wall or surrounding tissue.',
  ],
  beforeClosing: 'Account for all components of the system before closing the incision.',
};

const device: Device = {
  slug: 'atrial-life-system',
  market: 'us',
  category: 'miami',
  name: 'Atrial Lift System',
  subtitle: 'Atrial retractor system for mitral valve exposure in minimally invasive surgery',
  summary:
    'An atrial retractor system that lifts and holds the left atrium to expose the mitral valve during minimally invasive cardiac surgery.',
  banner: { color: '#3b3f8f', illustration: 'atrial-retractor' },
  claims: [
    'Lifts and holds the left atrium to expose the mitral valve',
    'Designed for work through a right mini-thoracotomy',
  ],
  documentCode: 'CC-MK-03101 A',
  sections: {
    features: [
      { type: 'h3', text: 'Exposure of the mitral valve' },
      {
        type: 'p',
        text: 'The Atrial Lift System is an atrial retractor system for minimally invasive mitral valve surgery. Once the left atrium has been opened, the retractor lifts the atrial wall and holds it in position, so that the surgeon can see and reach the mitral valve through a small incision.',
      },
      {
        type: 'list',
        items: [
          '**Atrial retraction** – lifts the left atrial wall to open a view onto the mitral valve and the annulus.',
          '**Stable hold** – keeps the atrium retracted while the surgeon works, so the hands stay free for the repair or replacement.',
          '**For small incisions** – designed to provide exposure through the limited access of a mini-thoracotomy.',
        ],
      },
      { type: 'h3', text: 'Designed for minimally invasive access' },
      {
        type: 'p',
        text: 'The system belongs to the Corcym miami (MInimally invAsive Instruments) family, developed for cardiac surgery through a right mini-thoracotomy. It is intended to work alongside the other instruments in the field without crowding the access.',
      },
      {
        type: 'list',
        items: [
          'Intended for use through a right mini-thoracotomy.',
          'Used together with the surgeon’s usual instruments for minimally invasive mitral surgery.',
          'Fits into a surgical set-up that may also include the Intercostal Retractor System and the Suture Belt.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Inspect the instrument before each use and do not use it if any part appears damaged.',
          'Set up, position and remove the system as described in the Instructions for Use.',
          'Check the labelling to confirm whether a component is reusable or single use, and reprocess reusable components only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'Good exposure is one of the conditions for a precise mitral repair or replacement. By lifting the left atrium and holding it steadily, the Atrial Lift System is designed to give the surgeon a clear and consistent view of the valve through a small incision, so that neither the surgeon nor the assistant has to hold the atrium open by hand.',
      },
      {
        type: 'list',
        items: [
          'A steady field of view while sutures are placed and tied.',
          'Hands free for valve analysis, suturing and knot tying.',
          'A working space that stays open for the other instruments used in minimally invasive mitral surgery.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Part of a minimally invasive programme',
        text: 'Minimally invasive approaches are often combined with structured perioperative care. Read more about [enhanced recovery after cardiac surgery](/eras).',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'atrial-life-system-us',
        title: 'Atrial Lift System brochure',
        description: 'An overview of the Atrial Lift System for mitral valve exposure in minimally invasive surgery.',
        file: 'atrial-life-system-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Atrial Lift System – Instructions for Use summary',
          code: 'CC-MK-03201 A',
          file: 'atrial-life-system-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Atrial Lift System, atrial lift, atrial life system, atrial retractor, left atrial retractor, atrial lift retractor, mitral valve exposure, mitral valve surgery, minimally invasive mitral valve surgery, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, retrattore atriale, écarteur auriculaire, écarteur atrial, Vorhofretraktor, Vorhofhaken, retractor auricular, separador auricular, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
