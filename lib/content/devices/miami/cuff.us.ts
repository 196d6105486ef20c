import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'device',
  purpose:
    'Cuff is intended to protect and retract the soft tissue of the incision during minimally invasive cardiac surgery through a right mini-thoracotomy.',
  intendedUse:
    'Cuff is intended for protection and retraction of the soft tissue of the incision during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the device before use; do not use it if it is damaged.',
    'Insert and remove the device with care to avoid injury to the wound edges and surrounding tissue.',
  ],
  beforeClosing: 'Remove the device before closing the incision.',
};

const device: Device = {
  slug: 'cuff',
  market: 'us',
  category: 'miami',
  name: 'Cuff',
  subtitle: 'Soft-tissue protector and retractor for the mini-thoracotomy incision',
  summary:
    'A soft-tissue protector and retractor that lines the mini-thoracotomy incision, protecting the wound edges and holding the soft tissue back.',
  banner: { color: '#3b3f8f', illustration: 'suture-device' },
  claims: [
    'Protects the edges of the mini-thoracotomy incision',
    'Holds the soft tissue back to keep the access clear',
  ],
  documentCode: 'CC-MK-03107 A',
  sections: {
    features: [
      { type: 'h3', text: 'Protection and retraction of the soft tissue' },
      {
        type: 'p',
        text: 'Cuff is a soft-tissue protector and retractor for the incision of a right mini-thoracotomy. Placed in the incision, it lines the wound edges and holds the surrounding soft tissue back, so that instruments and sutures pass through a clear, protected access.',
      },
      {
        type: 'list',
        items: [
          '**Wound-edge protection** – lines the edges of the incision to shield the soft tissue from contact with instruments.',
          '**Soft-tissue retraction** – holds the soft tissue back to keep the access open and visible.',
          '**Clear access** – helps keep the view through the incision free of tissue.',
        ],
      },
      { type: 'h3', text: 'Applications' },
      {
        type: 'p',
        text: 'Cuff belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for use in minimally invasive aortic and mitral valve surgery through a right mini-thoracotomy.',
      },
      {
        type: 'list',
        items: [
          'Soft-tissue management in right mini-thoracotomy access.',
          'Used together with a rib retractor such as the Intercostal Retractor System.',
          'Complements the suture-management instruments of the family, such as the Suture Belt and the Collar.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Insert, position and remove Cuff as described in the Instructions for Use.',
          'Inspect the device before use and do not use it if it appears damaged.',
          'Check the labelling to confirm whether the device is reusable or single use, and reprocess a reusable device only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'In a small incision, soft tissue can fall into the field of view and come into repeated contact with instruments. Cuff is designed to hold the soft tissue back and cover the wound edges for the duration of the procedure, helping to keep the access clear and the edges protected.',
      },
      {
        type: 'list',
        items: [
          'A clear line of sight through the incision.',
          'Protected wound edges while instruments are passed in and out.',
          'A tidy access for the other instruments used in minimally invasive surgery.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Choosing the approach',
        text: 'The choice of a right mini-thoracotomy, and of the instruments used with it, rests with the surgical team, based on the patient’s anatomy and clinical condition.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'cuff-us',
        title: 'Cuff brochure',
        description: 'An overview of Cuff, a soft-tissue protector and retractor for the mini-thoracotomy incision.',
        file: 'cuff-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Cuff – Instructions for Use summary',
          code: 'CC-MK-03207 A',
          file: 'cuff-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Cuff, Corcym Cuff, soft tissue protector, soft-tissue retractor, wound protector, wound retractor, wound edge protection, incision protector, mini-thoracotomy incision, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, protettore di ferita, divaricatore dei tessuti molli, protecteur de plaie, écarteur de tissus mous, Wundschutz, Wundretraktor, Weichteilretraktor, protector de herida, retractor de tejidos blandos, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
