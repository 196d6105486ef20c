import base from './perceval';
import { CORCYM_ITALY, usEdition } from '../us-edition';

export default usEdition(base, {
  documentCode: 'CC-MK-01111 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'perceval-us',
        title: 'Perceval sutureless aortic valve (USA)',
        description: 'The Perceval design, sizes and sutureless implantation steps, with the US Important Safety Information.',
        file: 'perceval-us.pdf',
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
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. Perceval must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** Perceval is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic aortic valve through open-heart surgery.' },
        { type: 'p', text: '**Contraindications.** Perceval must not be used in patients with aneurysmal dilatation or dissection of the ascending aortic wall, in patients with known hypersensitivity to nickel alloys, or where the aortic root anatomy does not meet the criteria given in the Instructions for Use.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'Perceval should only be implanted by surgeons who have completed Corcym training in its use.',
            'Correct sizing and positioning are essential; follow the sizing and implantation steps in the Instructions for Use.',
            'After implantation, patients should be monitored for conduction disturbances, which may require a permanent pacemaker, and for paravalvular leak.',
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
          title: 'Perceval – Instructions for Use summary (USA)',
          code: 'CC-MK-01141 A',
          file: 'perceval-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
