import type { Device } from '../types';
import { CORCYM_ITALY, usEdition } from '../us-edition';
import { usRingImportantSafetyInformation, usRingSafetyIntro, type UsRingSafetyOptions } from './us-ring-safety';
import base from './memo3d';

const usSafety: UsRingSafetyOptions = {
  name: 'Memo 3D',
  indications:
    'Memo 3D is intended for the correction of mitral insufficiency or steno-insufficiency, and is indicated for congenital or acquired mitral insufficiency with dilatation and deformation of the mitral annulus. Where the insufficiency involves lesions of the leaflets or of the subvalvular apparatus, implantation of the ring must be accompanied by appropriate repair of the valve.',
};

const device: Device = usEdition(base, {
  documentCode: 'CC-MK-02212 A',
  tags: `${base.tags}, US, USA, United States, Rx only, important safety information, US labeling`,
  sections: {
    brochures: [
      {
        id: 'memo3d-us',
        title: 'Memo 3D mitral annuloplasty ring (US)',
        description: 'US product information for the Memo 3D semi-rigid mitral annuloplasty ring.',
        file: 'memo3d-us.pdf',
      },
    ],
    safety: {
      intro: usRingSafetyIntro(usSafety),
      documents: [
        {
          region: 'USA',
          title: 'Memo 3D Instructions for Use summary (USA)',
          code: 'CC-MK-02262 A',
          file: 'memo3d-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
      importantSafetyInformation: usRingImportantSafetyInformation(usSafety),
    },
  },
});

export default device;
