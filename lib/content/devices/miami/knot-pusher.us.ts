import type { Device } from '../types';
import { CORCYM_ITALY } from '../us-edition';
import { miamiImportantSafetyInformation, miamiSafetyIntro, type MiamiSafetyOptions } from './shared';
import { ENGELMAN_2019, OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS } from '../references';

const usSafety: MiamiSafetyOptions = {
  noun: 'instrument',
  purpose: 'The Knot Pusher is intended to advance and seat surgical knots during minimally invasive cardiac surgery.',
  intendedUse:
    'The Knot Pusher is intended for advancing and seating surgical knots during minimally invasive cardiac surgery.',
  precautions: [
    'Inspect the instrument before each use; do not use it if it is damaged or does not function as expected.',
    'Check each knot for security after tying; avoid excessive tension, which may break the suture or damage tissue.',
  ],
};

const device: Device = {
  slug: 'knot-pusher',
  market: 'us',
  category: 'miami',
  name: 'Knot Pusher',
  subtitle: 'Instrument for pushing and seating surgical knots through a small incision',
  summary:
    'A knot pusher that advances and seats surgical knots at the tissue when the surgeon’s fingers cannot reach the operative site in minimally invasive surgery.',
  banner: { color: '#3b3f8f', illustration: 'knot-pusher' },
  claims: [
    'Pushes and seats surgical knots through a small incision',
    'Helps the surgeon tie where fingers cannot reach',
  ],
  documentCode: 'CC-MK-03104 A',
  sections: {
    features: [
      { type: 'h3', text: 'Knot tying at a distance' },
      {
        type: 'p',
        text: 'In minimally invasive cardiac surgery the valve lies deep below a small incision, often beyond the reach of the surgeon’s fingers. The Knot Pusher carries each throw of a knot down to the tissue and seats it there, so that sutures can be tied securely from outside the chest.',
      },
      {
        type: 'list',
        items: [
          '**Pushes each throw** – advances the knot along the suture to the tissue.',
          '**Seats the knot** – lays the throw down where the surgeon places it, so the knot can be tightened under control.',
          '**Small-incision use** – designed for tying through a right mini-thoracotomy or a partial sternotomy.',
        ],
      },
      { type: 'h3', text: 'Applications' },
      {
        type: 'p',
        text: 'The Knot Pusher belongs to the Corcym miami (MInimally invAsive Instruments) family. It is intended for tying sutures during minimally invasive aortic and mitral valve procedures.',
      },
      {
        type: 'list',
        items: [
          'Tying of valve and annuloplasty sutures in minimally invasive surgery.',
          'Tying of other sutures at sites that are difficult to reach by hand.',
          'Used with the suture-management instruments of the family, such as the Suture Belt and the Collar.',
        ],
      },
      { type: 'h3', text: 'In the operating room' },
      {
        type: 'list',
        items: [
          'Inspect the instrument before each use and do not use it if it appears damaged.',
          'Load the suture and push the knot as described in the Instructions for Use.',
          'Check the labelling to confirm whether the instrument is reusable or single use, and reprocess a reusable instrument only as the Instructions for Use describe.',
        ],
      },
    ],
    performance: [
      { type: 'h3', text: 'Design-related performance' },
      {
        type: 'p',
        text: 'A secure knot depends on each throw being laid down correctly at the tissue. The Knot Pusher is designed to give the surgeon control over the placement of each throw when the tissue cannot be reached by hand, helping to keep knot tying in minimally invasive surgery close to the surgeon’s usual technique.',
      },
      {
        type: 'list',
        items: [
          'Controlled advancement of each throw to the tissue.',
          'Tying from outside the chest through a small incision.',
          'Compatible with the surgeon’s usual sequence of throws, as described in the Instructions for Use.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Training',
        text: 'Knot tying through a small incision is a learned skill. Surgeons new to minimally invasive techniques are encouraged to practise with the instrument before clinical use.',
      },
    ],
    references: [OTTO_2021_ACC_AHA, VAHANIAN_2022_ESC_EACTS, ENGELMAN_2019],
    brochures: [
      {
        id: 'knot-pusher-us',
        title: 'Knot Pusher brochure',
        description: 'An overview of the Knot Pusher for tying surgical knots in minimally invasive cardiac surgery.',
        file: 'knot-pusher-us.pdf',
      },
    ],
    safety: {
      intro: miamiSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Knot Pusher – Instructions for Use summary',
          code: 'CC-MK-03204 A',
          file: 'knot-pusher-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: miamiImportantSafetyInformation(usSafety),
    },
  },
  tags: 'Knot Pusher, knot pusher, knot-pusher, knot pushing instrument, knot tying, knot tier, surgical knot, suture tying, valve sutures, annuloplasty sutures, miami, MInimally invAsive Instruments, minimally invasive cardiac surgery, MICS, right mini-thoracotomy, right anterior thoracotomy, partial sternotomy, ministernotomy, surgical instrument, Corcym, USA, Otto, Vahanian, Engelman, ERAS, spingi-nodo, spingi nodo, pousse-nœud, pousse-noeud, Knotenschieber, empujador de nudos, empujanudos, strumenti mininvasivi, instruments mini-invasifs, minimalinvasive Instrumente, instrumentos mínimamente invasivos',
};

export default device;
