import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'device',
  purpose:
    'Collar is intended to hold and organise sutures around the operative field during minimally invasive cardiac surgery.',
  intendedUse: 'Collar is intended for holding and organising sutures during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the device before use; do not use it if it is damaged.',
    'Handle sutures with care when loading and releasing them, to avoid damaging the suture material.',
  ],
  beforeClosing: 'Remove the device before closing the incision.',
};

const device: Device = {
  slug: 'collar',
  market: 'us',
  category: 'miami',
  name: 'Collar',
  subtitle: 'Suture holder for organising sutures around the operative field',
  summary:
    'A suture holder that keeps sutures organised around the operative field during minimally invasive cardiac surgery, helping the team keep them in order.',
  banner: { color: '#2f3373', illustration: 'suture-device' },
  claims: ['Holds sutures in order around the operative field', 'Helps keep a small-incision field tidy'],
  documentCode: 'CC-MK-03108 A',
  sections: {
    features: [
      { type: 'h3', text: 'Sutures held in order' },
      {
        type: 'p',
        text: 'Collar is a suture holder for minimally invasive cardiac surgery. It keeps the sutures that emerge from the incision organised around the operative field, so that the team can find each one when it is needed and the access stays clear.',
      },
      {
        type: 'list',
        items: [
          '**Suture holding** – keeps sutures in place around the operative field until they are used.',
          '**Organisation** – helps the team keep track of the sutures and their order.',
          '**Clear access** – keeps sutures out of the incision so that instruments can pass freely.',
        ],
      },
      { type: 'h3', text: 'Applications' },
      {
        type: 'p',
        text: 'Collar belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for suture management in minimally invasive aortic and mitral valve surgery, through a right mini-thoracotomy or a partial sternotomy.',
      },
      {
        type: 'list',
        items: [
          'Holding stay, valve and annuloplasty sutures during the procedure.',
          'Suture management where the space around the incision is limited.',
          'Used alongside the Suture Belt, the Knot Pusher and Tie, as the surgeon prefers.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Position Collar and load the sutures as described in the Instructions for Use.',
          'Inspect the device before use and do not use it if it appears damaged.',
          'Check the labelling to confirm whether the device is reusable or single use, and reprocess a reusable device only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'A minimally invasive valve operation can involve many sutures at once, all emerging through a small incision. Collar is designed to hold them around the operative field in an organised way, so that they do not crowd the access and each one can be identified when it is needed.',
      },
      {
        type: 'list',
        items: [
          'Sutures kept out of the line of sight through the incision.',
          'Clear identification of each suture when it is needed.',
          'A tidy operative field for the other instruments used in minimally invasive surgery.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Working with the Suture Belt',
        text: 'Collar and the Suture Belt both support suture management in minimally invasive surgery. The surgeon chooses which instruments to use according to the procedure and personal technique.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'collar-us',
        title: 'Collar brochure',
        description: 'An overview of Collar, a suture holder for minimally invasive cardiac surgery.',
        file: 'collar-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Collar – Instructions for Use summary',
          code: 'CC-MK-03208 A',
          file: 'collar-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Collar, Corcym Collar, suture holder, suture organiser, suture organizer, suture management, stay sutures, valve sutures, annuloplasty sutures, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, partial sternotomy, ministernotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, porta suture, organizzatore di suture, porte-fils, organisateur de sutures, Fadenhalter, Nahthalter, portasuturas, organizador de suturas, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
