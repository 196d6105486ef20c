import base from './perceval-plus';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import {
  percevalUsImportantSafetyInformation,
  percevalUsSafetyIntro,
  type PercevalUsSafetyOptions,
} from './perceval-us-safety';

const usSafety: PercevalUsSafetyOptions = { name: 'Perceval Plus' };

export default usEdition(base, {
  documentCode: 'CC-MK-01112 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'perceval-plus-us',
        title: 'Perceval Plus sutureless aortic valve (USA)',
        description:
          'The design of Perceval Plus, its sizes and the sutureless implantation steps, with the US Important Safety Information.',
        file: 'perceval-plus-us.pdf',
      },
    ],
    safety: {
      intro: percevalUsSafetyIntro(usSafety),
      importantSafetyInformation: percevalUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Perceval Plus – Instructions for Use summary (USA)',
          code: 'CC-MK-01142 A',
          file: 'perceval-plus-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
