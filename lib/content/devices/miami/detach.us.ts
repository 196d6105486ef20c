import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'clamp',
  components: true,
  purpose:
    'Detach is intended for transthoracic cross-clamping of the ascending aorta during minimally invasive cardiac surgery.',
  intendedUse:
    'Detach is intended for transthoracic occlusion of the ascending aorta during minimally invasive cardiac surgery.',
  precautions: [
    'Assess the ascending aorta before clamping; clamping a diseased or calcified aorta may cause injury or embolism.',
    'Inspect the clamp and the jaws before each use; do not use them if they are damaged or do not function as expected.',
    'Attach, detach and remove the jaws only as described in the Instructions for Use, and account for all components before closing the chest.',
  ],
};

const device: Device = {
  slug: 'detach',
  market: 'us',
  category: 'miami',
  name: 'Detach',
  subtitle: 'Transthoracic aortic cross-clamp with detachable jaws',
  summary:
    'A transthoracic aortic cross-clamp with detachable jaws, offered in 55, 65 and 85 mm jaw lengths for minimally invasive cardiac surgery.',
  banner: { color: '#2f3373', illustration: 'retractor' },
  claims: ['Transthoracic aortic cross-clamping with detachable jaws', 'Three jaw lengths: 55, 65 and 85 mm'],
  documentCode: 'CC-MK-03102 A',
  sections: {
    features: [
      { type: 'h3', text: 'Aortic cross-clamping in minimally invasive surgery' },
      {
        type: 'p',
        text: 'Detach is a transthoracic aortic cross-clamp for minimally invasive cardiac surgery. It is introduced through the chest wall to occlude the ascending aorta, so that the clamp does not have to share the main working incision with the other instruments.',
      },
      {
        type: 'list',
        items: [
          '**Transthoracic approach** – the clamp reaches the ascending aorta through the chest wall.',
          '**Detachable jaws** – the jaws can be detached as described in the Instructions for Use, a design intended to keep the operative field as uncluttered as possible.',
          '**Choice of jaw length** – available with 55, 65 and 85 mm jaws, so the clamp can be matched to the patient’s anatomy and the surgical approach.',
        ],
      },
      { type: 'h3', text: 'For right mini-thoracotomy and partial sternotomy' },
      {
        type: 'p',
        text: 'Detach belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for minimally invasive aortic and mitral valve procedures, including operations performed through a right mini-thoracotomy or a partial sternotomy.',
      },
      {
        type: 'list',
        items: [
          'Used in minimally invasive aortic valve surgery, including sutureless aortic valve replacement.',
          'Used in minimally invasive mitral valve surgery.',
          'Works alongside the other instruments of the miami family.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Select the jaw length according to the anatomy and the access, as described in the Instructions for Use.',
          'Inspect the clamp and the jaws before each use and do not use them if any part appears damaged.',
          'Check the labelling to confirm whether a component is reusable or single use, and reprocess reusable components only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'In minimally invasive surgery the space around the incision is limited. By reaching the aorta through the chest wall and offering detachable jaws, Detach is designed to leave the working incision free for the valve procedure while the aorta remains clamped.',
      },
      {
        type: 'table',
        caption: 'Detach jaw lengths',
        columns: ['Device', 'Clamp jaw length'],
        rows: [
          ['Detach', '55 mm'],
          ['Detach', '65 mm'],
          ['Detach', '85 mm'],
        ],
      },
      {
        type: 'p',
        text: 'The choice of jaw length is made by the surgeon according to the patient’s anatomy and the surgical approach. Refer to the Instructions for Use for the compatible components and their handling.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'detach-us',
        title: 'Detach brochure',
        description: 'An overview of the Detach transthoracic aortic cross-clamp and its 55, 65 and 85 mm jaw lengths.',
        file: 'detach-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Detach – Instructions for Use summary',
          code: 'CC-MK-03202 A',
          file: 'detach-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Detach, Detach clamp, Detach aortic clamp, transthoracic clamp, transthoracic aortic clamp, aortic cross-clamp, cross clamp, detachable jaws, jaw length 55 mm, jaw length 65 mm, jaw length 85 mm, 55 mm, 65 mm, 85 mm, aortic clamp, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, partial sternotomy, ministernotomy, sutureless aortic valve replacement, mitral valve surgery, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, clamp aortico, pinza aortica, clamp aortique, clamp transthoracique, Aortenklemme, transthorakale Klemme, pinza aórtica, clamp aórtico, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
