import base from './perceval';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import {
  percevalUsImportantSafetyInformation,
  percevalUsSafetyIntro,
  type PercevalUsSafetyOptions,
} from './perceval-us-safety';

const usSafety: PercevalUsSafetyOptions = { name: 'Perceval' };

export default usEdition(base, {
  documentCode: 'CC-MK-01111 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'perceval-us',
        title: 'Perceval sutureless aortic valve (USA)',
        description:
          'The Perceval design, sizes and sutureless implantation steps, with the US Important Safety Information.',
        file: 'perceval-us.pdf',
      },
    ],
    safety: {
      intro: percevalUsSafetyIntro(usSafety),
      importantSafetyInformation: percevalUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Perceval – Instructions for Use summary (USA)',
          code: 'CC-MK-01141 A',
          file: 'perceval-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
