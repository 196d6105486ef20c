import base from './haart-300';
import { CORCYM_ITALY, usEdition } from '../us-edition';

export default usEdition(base, {
  documentCode: 'CC-MK-01118 A',
  tags: base.tags + ', USA, United States, US edition, Rx only, Important Safety Information',
  sections: {
    brochures: [
      {
        id: 'haart-300-us',
        title: 'HAART 300 aortic annuloplasty ring (USA)',
        description: 'The three-dimensional internal ring for trileaflet aortic valve repair, with the US Important Safety Information.',
        file: 'haart-300-us.pdf',
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
            'This summary is not a substitute for the Instructions for Use supplied with the device, which give the complete indications, contraindications, warnings, precautions and potential adverse events. HAART 300 must only be implanted by surgeons who have been trained in its use. Availability and indications vary by country.',
        },
      ],
      importantSafetyInformation: [
        { type: 'p', text: '**Rx only.** Caution: Federal (USA) law restricts this device to sale by or on the order of a physician.' },
        { type: 'p', text: '**Indications.** HAART 300 is intended for use in the surgical repair of a trileaflet aortic valve in patients with aortic regurgitation.' },
        { type: 'p', text: '**Contraindications.** HAART 300 should not be used where, in the surgeon’s judgement, the valve is not suitable for repair or the anatomy does not allow the ring to be implanted as described in the Instructions for Use. The contraindications are listed in the Instructions for Use.' },
        { type: 'p', text: '**Warnings and precautions.**' },
        {
          type: 'list',
          items: [
            'HAART 300 should only be implanted by surgeons who have been trained in its use and in aortic valve repair.',
            'Correct ring sizing and positioning are essential; use only the sizers specified in the Instructions for Use.',
            'The result of the repair should be assessed intraoperatively, and patients should be followed up for residual or recurrent regurgitation.',
          ],
        },
        { type: 'p', text: '**Potential adverse events** include, among others:' },
        {
          type: 'list',
          items: [
            'Death.',
            'Residual or recurrent aortic regurgitation.',
            'Aortic stenosis or raised gradients across the repaired valve.',
            'Ring dehiscence.',
            'Heart block or other conduction disturbances, which may require a permanent pacemaker.',
            'Stroke and other thromboembolic events.',
            'Endocarditis.',
            'Haemolysis.',
            'Reoperation, including aortic valve replacement.',
          ],
        },
        { type: 'p', text: 'See the Instructions for Use for a complete list of indications, contraindications, warnings, precautions and potential adverse events.' },
      ],
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
