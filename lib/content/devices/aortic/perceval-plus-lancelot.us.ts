import base from './perceval-plus-lancelot';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import {
  percevalUsImportantSafetyInformation,
  percevalUsSafetyIntro,
  type PercevalUsSafetyOptions,
} from './perceval-us-safety';

const usSafety: PercevalUsSafetyOptions = { name: 'Perceval Plus with Lancelot', withLancelot: true };

export default usEdition(base, {
  documentCode: 'CC-MK-01113 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'perceval-plus-lancelot-us',
        title: 'Perceval Plus with Lancelot (USA)',
        description:
          'How the Perceval Plus valve and the Lancelot system are used together, with the US Important Safety Information.',
        file: 'perceval-plus-lancelot-us.pdf',
      },
    ],
    safety: {
      intro: percevalUsSafetyIntro(usSafety),
      importantSafetyInformation: percevalUsImportantSafetyInformation(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Perceval Plus with Lancelot – Instructions for Use summary (USA)',
          code: 'CC-MK-01143 A',
          file: 'perceval-plus-lancelot-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
