import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'instrument',
  purpose: 'Tie is intended to assist in securing sutures during minimally invasive cardiac surgery.',
  intendedUse: 'Tie is intended to assist in securing sutures during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the instrument before each use; do not use it if it is damaged or does not function as expected.',
    'Check that each suture is secure; avoid excessive tension, which may break the suture or damage tissue.',
  ],
};

const device: Device = {
  slug: 'tie',
  market: 'us',
  category: 'miami',
  name: 'Tie',
  subtitle: 'Knot-tying aid for securing sutures through small incisions',
  summary:
    'A knot-tying aid that helps the surgeon secure sutures at sites that are hard to reach by hand in minimally invasive cardiac surgery.',
  banner: { color: '#2f3373', illustration: 'knot-pusher' },
  claims: ['Helps secure sutures through small incisions', 'Designed for minimally invasive cardiac surgery'],
  documentCode: 'CC-MK-03105 A',
  sections: {
    features: [
      { type: 'h3', text: 'Securing sutures through a small incision' },
      {
        type: 'p',
        text: 'Tie is a knot-tying aid for minimally invasive cardiac surgery. When the operative site lies deep below a right mini-thoracotomy or a partial sternotomy, it helps the surgeon secure sutures without needing to reach the tissue by hand.',
      },
      {
        type: 'list',
        items: [
          '**Knot-tying aid** – supports the surgeon in securing sutures at a distance from the incision.',
          '**Small-incision use** – designed for the limited access of minimally invasive surgery.',
          '**Part of a suture-management set** – complements the other instruments of the miami family.',
        ],
      },
      { type: 'h3', text: 'Applications' },
      {
        type: 'p',
        text: 'Tie belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for securing sutures during minimally invasive aortic and mitral valve procedures.',
      },
      {
        type: 'list',
        items: [
          'Securing valve and annuloplasty sutures in minimally invasive surgery.',
          'Securing sutures at other sites that are difficult to reach by hand.',
          'Used alongside the Knot Pusher, the Suture Belt and the Collar, as the surgeon prefers.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Inspect the instrument before each use and do not use it if it appears damaged.',
          'Prepare and use the instrument as described in the Instructions for Use.',
          'Check the labelling to confirm whether the instrument is reusable or single use, and reprocess a reusable instrument only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'In minimally invasive valve surgery many sutures must be secured in a confined space. Tie is designed to make this step more manageable through a small incision, so that sutures can be secured under direct control from outside the chest.',
      },
      {
        type: 'list',
        items: [
          'Suture securing at sites beyond the reach of the fingers.',
          'Use through a right mini-thoracotomy or a partial sternotomy.',
          'A consistent technique from one suture to the next.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Training',
        text: 'Surgeons new to the instrument are encouraged to become familiar with it, following the Instructions for Use, before clinical use.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'tie-us',
        title: 'Tie brochure',
        description: 'An overview of Tie, a knot-tying aid for minimally invasive cardiac surgery.',
        file: 'tie-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Tie – Instructions for Use summary',
          code: 'CC-MK-03205 A',
          file: 'tie-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Tie, Corcym Tie, knot-tying aid, knot tying instrument, knot tying device, suture tying, securing sutures, surgical knot, valve sutures, annuloplasty sutures, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, partial sternotomy, ministernotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, annodatura, strumento per annodare, nouage, aide au nouage, Knotenhilfe, Knüpfhilfe, anudado, ayuda para anudar, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
