import base from './haart-200';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import { haartUsImportantSafetyInformation, haartUsSafetyIntro, type HaartUsSafetyOptions } from './haart-us-safety';

const usSafety: HaartUsSafetyOptions = {
  name: 'HAART 200',
  indications:
    'HAART 200 is intended for use in the surgical repair of a bicuspid aortic valve in patients with aortic regurgitation.',
};

export default usEdition(base, {
  documentCode: 'CC-MK-01117 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'haart-200-us',
        title: 'HAART 200 bicuspid aortic annuloplasty ring (USA)',
        description:
          'The internal geometric ring for bicuspid aortic valve repair, with the US Important Safety Information.',
        file: 'haart-200-us.pdf',
      },
    ],
    safety: {
      intro: haartUsSafetyIntro(usSafety),
      importantSafetyInformation: haartUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'HAART 200 – Instructions for Use summary (USA)',
          code: 'CC-MK-01147 A',
          file: 'haart-200-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
