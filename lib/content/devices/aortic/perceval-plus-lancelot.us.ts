import base from './perceval-plus-lancelot';
import { CORCYM_ITALY, usEdition } from '../us-edition';

export default usEdition(base, {
  documentCode: 'CC-MK-01113 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'perceval-plus-lancelot-us',
        title: 'Perceval Plus with Lancelot (USA)',
        description: 'How the Perceval Plus valve and the Lancelot system are used together, with the US Important Safety Information.',
        file: 'perceval-plus-lancelot-us.pdf',
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
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. The valve and the Lancelot system must only be used by surgeons who have been trained in their use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** Perceval Plus with Lancelot is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic aortic valve through open-heart surgery.' },
        { type: 'p', text: '**Contraindications.** The valve must not be used in patients with aneurysmal dilatation or dissection of the ascending aortic wall, in patients with known hypersensitivity to nickel alloys, or where the aortic root anatomy does not meet the criteria given in the Instructions for Use.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'The valve and the Lancelot system should only be used by surgeons who have completed Corcym training in their use.',
            'Correct sizing and positioning are essential; follow the sizing and implantation steps in the Instructions for Use of the valve and of the Lancelot system.',
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
          title: 'Perceval Plus with Lancelot – Instructions for Use summary (USA)',
          code: 'CC-MK-01143 A',
          file: 'perceval-plus-lancelot-us-ifu-summary.pdf',
        },
      ],
      manufacturers: [CORCYM_ITALY],
    },
  },
});
