import type { Device } from '../types';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import { usRingImportantSafetyInformation, usRingSafetyIntro, type UsRingSafetyOptions } from './us-ring-safety';
import base from './memo4d';

const usSafety: UsRingSafetyOptions = {
  name: 'Memo 4D',
  indications:
    'Memo 4D is intended for the correction of mitral insufficiency or steno-insufficiency, and is indicated for mitral insufficiency with dilatation and deformation of the mitral annulus. Where the insufficiency involves lesions of the leaflets or of the subvalvular apparatus, implantation of the ring must be accompanied by appropriate repair of the valve.',
};

const device: Device = usEdition(base, {
  documentCode: 'CC-MK-02211 A',
  tags: `${base.tags}, US, USA, United States, Rx only, important safety information, US labeling`,
  sections: {
    brochures: [
      {
        id: 'memo4d-us',
        title: 'Memo 4D mitral annuloplasty ring (US)',
        description: 'US product information for the Memo 4D semi-rigid mitral annuloplasty ring.',
        file: 'memo4d-us.pdf',
      },
    ],
    safety: {
      intro: usRingSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Memo 4D Instructions for Use summary (USA)',
          code: 'CC-MK-02261 A',
          file: 'memo4d-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: usRingImportantSafetyInformation(usSafety),
    },
  },
});

export default device;
