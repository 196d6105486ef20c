import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'retractor',
  components: true,
  purpose:
    'The Intercostal Retractor System is intended to spread the ribs and hold the intercostal space open to provide access during minimally invasive cardiac surgery through a right mini-thoracotomy.',
  intendedUse:
    'The Intercostal Retractor System is intended for retraction of the ribs to provide access through the intercostal space during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the retractor before each use; do not use it if it is damaged or does not function as expected.',
    'Open the retractor gradually and avoid excessive spreading, which may cause rib fracture or injury to the intercostal nerves, vessels or surrounding tissue.',
  ],
  beforeClosing: 'Account for all components of the system before closing the incision.',
};

const device: Device = {
  slug: 'intercostal-retractor-system',
  market: 'us',
  category: 'miami',
  name: 'Intercostal Retractor System',
  subtitle: 'Rib retractor for right mini-thoracotomy access',
  summary:
    'A rib retractor system that spreads and holds the intercostal space open to create access for right mini-thoracotomy cardiac surgery.',
  banner: { color: '#4a4fa3', illustration: 'retractor' },
  claims: [
    'Holds the intercostal space open for right mini-thoracotomy access',
    'Leaves the working space free for the surgical instruments',
  ],
  documentCode: 'CC-MK-03103 A',
  sections: {
    features: [
      { type: 'h3', text: 'Access through the intercostal space' },
      {
        type: 'p',
        text: 'The Intercostal Retractor System is a rib retractor for cardiac surgery through a right mini-thoracotomy. Placed in the incision, it gently spreads the adjacent ribs and holds the intercostal space open, creating the access through which the heart and the valves are reached.',
      },
      {
        type: 'list',
        items: [
          '**Rib spreading** – opens the intercostal space to the extent chosen by the surgeon.',
          '**Stable hold** – keeps the access open during the operation without being held by hand.',
          '**Open working space** – designed to leave room in the incision for the other instruments used in minimally invasive surgery.',
        ],
      },
      { type: 'h3', text: 'Part of the miami family' },
      {
        type: 'p',
        text: 'The retractor belongs to the Corcym miami (MInimally invAsive Instruments) family. It creates the access that the other instruments of the family work through, in minimally invasive aortic and mitral valve surgery.',
      },
      {
        type: 'list',
        items: [
          'Intended for right mini-thoracotomy access in minimally invasive cardiac surgery.',
          'Creates the access used by other instruments of the family, such as the Atrial Lift System in mitral valve surgery.',
          'Works alongside the suture-management instruments of the family, such as the Suture Belt and the Collar.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Open the retractor gradually, as described in the Instructions for Use.',
          'Inspect the retractor before each use and do not use it if any part appears damaged.',
          'Check the labelling to confirm whether a component is reusable or single use, and reprocess reusable components only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'In a right mini-thoracotomy, the quality of the access sets the conditions for the whole procedure. The Intercostal Retractor System is designed to provide a stable opening through the intercostal space, so that the surgical team can work through a small incision without holding the ribs apart by hand.',
      },
      {
        type: 'list',
        items: [
          'A stable access for the duration of the procedure.',
          'A working space that stays open for the valve instruments and for suture management.',
          'An access approach that avoids dividing the sternum.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Choosing the approach',
        text: 'The choice between a full sternotomy, a partial sternotomy and a right mini-thoracotomy rests with the surgical team, based on the patient’s anatomy and clinical condition.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'intercostal-retractor-system-us',
        title: 'Intercostal Retractor System brochure',
        description: 'An overview of the Intercostal Retractor System for right mini-thoracotomy access.',
        file: 'intercostal-retractor-system-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Intercostal Retractor System – Instructions for Use summary',
          code: 'CC-MK-03203 A',
          file: 'intercostal-retractor-system-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Intercostal Retractor System, intercostal retractor, rib retractor, rib spreader, thoracic retractor, soft tissue retractor, chest retractor, right mini-thoracotomy, right anterior thoracotomy, mini-thoracotomy access, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, minimally invasive mitral valve surgery, minimally invasive aortic valve replacement, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, retrattore intercostale, divaricatore costale, écarteur intercostal, écarteur costal, Rippenspreizer, Interkostalretraktor, separador intercostal, separador costal, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
