import base from './solo-smart';
import { CORCYM_CANADA, CORCYM_ITALY, usEdition } from '../us-edition';
import {
  TISSUE_VALVE_ADVERSE_EVENTS,
  TISSUE_VALVE_ANTITHROMBOTIC_WARNING,
  usAorticImportantSafetyInformation,
  usAorticSafetyIntro,
} from './us-safety';

export default usEdition(base, {
  documentCode: 'CC-MK-01114 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'solo-smart-us',
        title: 'Solo Smart aortic pericardial valve (USA)',
        description:
          'The stentless design of Solo Smart and its implantation technique, with the US Important Safety Information.',
        file: 'solo-smart-us.pdf',
      },
    ],
    safety: {
      intro: usAorticSafetyIntro('Solo Smart must only be implanted by surgeons who have been trained in its use.'),
      importantSafetyInformation: usAorticImportantSafetyInformation({
        indications:
          'Solo Smart is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic aortic valve.',
        contraindications:
          'Solo Smart should not be used where, in the surgeon’s judgement, the patient’s anatomy or condition does not allow the valve to be implanted as described in the Instructions for Use. The contraindications are listed in the Instructions for Use.',
        warnings: [
          'Solo Smart should only be implanted by surgeons who have been trained in its use.',
          'Follow the sizing and implantation steps in the Instructions for Use, including the removal of the temporary stent once the valve has been sutured.',
          TISSUE_VALVE_ANTITHROMBOTIC_WARNING,
        ],
        adverseEvents: TISSUE_VALVE_ADVERSE_EVENTS,
      }),
      documents: [
        {
          region: 'USA',
          title: 'Solo Smart – Instructions for Use summary (USA)',
          code: 'CC-MK-01144 A',
          file: 'solo-smart-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY, CORCYM_CANADA],
    },
  },
});
