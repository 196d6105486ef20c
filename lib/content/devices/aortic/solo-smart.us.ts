import base from './solo-smart';
import { CORCYM_CANADA, CORCYM_ITALY, usEdition } from '../us-edition';

export default usEdition(base, {
  documentCode: 'CC-MK-01114 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'solo-smart-us',
        title: 'Solo Smart aortic pericardial valve (USA)',
        description: 'The stentless design of Solo Smart and its implantation technique, with the US Important Safety Information.',
        file: 'solo-smart-us.pdf',
      },
    ],
    safety: {
      intro: [
        {
          type: 'p',
          text:
            'This page is the US edition for healthcare professionals. The indications and the Important Safety Information below are those that apply in the USA.',
        },
        {
          type: 'p',
          text:
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Solo Smart must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** Solo Smart is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic aortic valve.' },
        { type: 'p', text: '**Contraindications.** Solo Smart should not be used where, in the surgeon’s judgement, the patient’s anatomy or condition does not allow the valve to be implanted as described in the Instructions for Use. The contraindications are listed in the Instructions for Use.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'Solo Smart should only be implanted by surgeons who have been trained in its use.',
            'Follow the sizing and implantation steps in the Instructions for Use, including the removal of the temporary stent once the valve has been sutured.',
            'Anticoagulant or antiplatelet therapy after implantation should follow current guidelines and the patient’s condition.',
          ],
        },
        { type: 'p', text: '**Potential adverse events** include, among others:' },
        {
          type: 'list',
          items: [
            'Death.',
            'Stroke and other thromboembolic events.',
            'Bleeding.',
            'Endocarditis.',
            'Haemolysis.',
            'Paravalvular leak.',
            'Structural valve deterioration or non-structural valve dysfunction.',
            'Heart block or other conduction disturbances, which may require a permanent pacemaker.',
            'Reoperation or reintervention.',
          ],
        },
        { type: 'p', text: 'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.' },
      ],
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
