import base from './haart-300';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import { haartUsImportantSafetyInformation, haartUsSafetyIntro, type HaartUsSafetyOptions } from './haart-us-safety';

const usSafety: HaartUsSafetyOptions = {
  name: 'HAART 300',
  indications:
    'HAART 300 is intended for use in the surgical repair of a trileaflet aortic valve in patients with aortic regurgitation.',
};

export default usEdition(base, {
  documentCode: 'CC-MK-01118 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'haart-300-us',
        title: 'HAART 300 aortic annuloplasty ring (USA)',
        description:
          'The three-dimensional internal ring for trileaflet aortic valve repair, with the US Important Safety Information.',
        file: 'haart-300-us.pdf',
      },
    ],
    safety: {
      intro: haartUsSafetyIntro(usSafety),
      importantSafetyInformation: haartUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'HAART 300 – Instructions for Use summary (USA)',
          code: 'CC-MK-01148 A',
          file: 'haart-300-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
