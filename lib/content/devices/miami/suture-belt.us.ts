import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'device',
  purpose:
    'The Suture Belt is intended to hold and organise sutures around the incision during minimally invasive cardiac surgery.',
  intendedUse:
    'The Suture Belt is intended for holding and organising sutures during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the device before use; do not use it if it is damaged.',
    'Handle sutures with care when loading and releasing them, to avoid damaging the suture material.',
  ],
  beforeClosing: 'Remove the device and account for all its parts before closing the incision.',
};

const device: Device = {
  slug: 'suture-belt',
  market: 'us',
  category: 'miami',
  name: 'Suture Belt',
  subtitle: 'Suture organiser for minimally invasive valve surgery',
  summary:
    'A suture organiser that keeps valve or annuloplasty sutures separated and in order around the incision during minimally invasive cardiac surgery.',
  banner: { color: '#4a4fa3', illustration: 'suture-device' },
  claims: ['Keeps valve and annuloplasty sutures separated and in order', 'Organises sutures around a small incision'],
  documentCode: 'CC-MK-03106 A',
  sections: {
    features: [
      { type: 'h3', text: 'Sutures in order around the incision' },
      {
        type: 'p',
        text: 'In valve surgery many sutures are placed in the annulus and brought out of the incision before they are passed through the sewing ring of the prosthesis or the annuloplasty ring. The Suture Belt is a suture organiser that keeps these sutures separated and in sequence around the incision, so that they can be identified and used in the right order.',
      },
      {
        type: 'list',
        items: [
          '**Separation** – holds each suture apart from its neighbours to help avoid tangling and crossing.',
          '**Order** – keeps the sutures in the sequence in which they were placed in the annulus.',
          '**Around the incision** – organises the sutures at the edge of a small incision, leaving the access itself clear.',
        ],
      },
      { type: 'h3', text: 'Applications' },
      {
        type: 'p',
        text: 'The Suture Belt belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for suture management in minimally invasive valve surgery, through a right mini-thoracotomy or a partial sternotomy.',
      },
      {
        type: 'list',
        items: [
          'Mitral valve repair with an annuloplasty ring or band.',
          'Mitral or aortic valve replacement with a sutured prosthesis.',
          'Used alongside the Knot Pusher, Tie and the Collar, as the surgeon prefers.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Position the Suture Belt and load the sutures as described in the Instructions for Use.',
          'Inspect the device before use and do not use it if it appears damaged.',
          'Check the labelling to confirm whether the device is reusable or single use, and reprocess a reusable device only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'Conventional valve prostheses are secured with 20 to 30 sutures, and annuloplasty rings also need a series of annular sutures. Keeping these sutures in order is more demanding when they emerge through a small incision. The Suture Belt is designed to keep them separated and in sequence, which helps the team pass them through the sewing ring and tie them in the planned order.',
      },
      {
        type: 'list',
        items: [
          'Help in keeping sutures from crossing or tangling in the confined space of a small incision.',
          'Sutures that can be identified in sequence as the prosthesis or ring is prepared.',
          'A tidy operative field for the other instruments used in minimally invasive surgery.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Sutureless option',
        text: 'In aortic valve replacement, a sutureless valve such as Perceval does not require a full series of annular sutures. The choice of prosthesis rests with the surgical team.',
      },
    ],
    references: [
      OTTO_2021_ACC_AHA,
      VAHANIAN_2022_ESC_EACTS,
      {
        authors: 'Carpentier A, Adams DH, Filsoufi F.',
        title: 'Carpentier’s Reconstructive Valve Surgery',
        source: 'Saunders Elsevier',
        year: 2010,
      },
    ],
    brochures: [
      {
        id: 'suture-belt-us',
        title: 'Suture Belt brochure',
        description: 'An overview of the Suture Belt for suture management in minimally invasive valve surgery.',
        file: 'suture-belt-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Suture Belt – Instructions for Use summary',
          code: 'CC-MK-03206 A',
          file: 'suture-belt-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Suture Belt, suture organiser, suture organizer, suture holder, suture management, suture guide, valve sutures, annuloplasty sutures, mitral valve repair, annuloplasty ring, valve replacement, 20 to 30 sutures, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, partial sternotomy, ministernotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Carpentier, organizzatore di suture, porta suture, organisateur de sutures, porte-fils, Nahtorganisator, Fadenhalter, organizador de suturas, porta suturas, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
