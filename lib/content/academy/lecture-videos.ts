import type { OutlineSlide } from '../media/types';

/**
 * The videos of the academy's seed course "Online Modules: transaxillary AVR approach" (lectures 101-105, see
 * lib/server/seed/courses.ts). Like the media library, they are animated, silent outlines: a title card and the slides
 * below, rendered by `npm run videos` with WebVTT captions carrying the same words and a poster of the title card.
 */
interface LectureVideo {
  lectureId: number;
  /** Public path of the MP4. */
  file: string;
  /** Public path of the WebVTT captions. */
  captions: string;
  /** Public path of the JPEG poster (the title card). */
  poster: string;
  title: string;
  slides: OutlineSlide[];
}

const ifuSlide: OutlineSlide = {
  heading: 'Instructions for Use',
  lines: [
    'This module is an outline for orientation only',
    'The IFU supplied with Perceval remains the reference',
    'It does not replace hands-on training',
  ],
};

const lecture = (lectureId: number, title: string, slides: OutlineSlide[]): LectureVideo => ({
  lectureId,
  file: `/videos/academy/lecture-${lectureId}.mp4`,
  captions: `/videos/academy/lecture-${lectureId}.vtt`,
  poster: `/images/academy/lecture-${lectureId}.jpg`,
  title,
  slides,
});

export const lectureVideos: LectureVideo[] = [
  lecture(101, 'Welcome and introduction', [
    {
      heading: 'About these modules',
      lines: [
        'Five short modules on sutureless aortic valve',
        'replacement through a right transaxillary approach',
        'From planning to a step-by-step outline',
      ],
    },
    {
      heading: 'Who they are for',
      lines: ['Cardiac surgeons and their teams', 'preparing to adopt the transaxillary route'],
    },
    {
      heading: 'What the modules cover',
      lines: [
        'CT scan analysis and surgery planning',
        'Instruments set-up',
        'Patient positioning and anaesthesiological access',
        'A step-by-step outline of the operation',
      ],
    },
    {
      heading: 'A step in a training pathway',
      lines: [
        'Hands-on sessions, case observation and proctoring',
        'may follow, subject to availability',
        'and local regulations',
      ],
    },
    ifuSlide,
  ]),
  lecture(102, 'CT scan analysis and surgery planning', [
    {
      heading: 'Why a preoperative CT scan',
      lines: ['It shows the anatomy the route has to reach', 'It helps decide whether the route suits the patient'],
    },
    {
      heading: 'What the team looks at',
      lines: [
        'The position of the aorta relative to the chest wall',
        'The aortic root and the annulus',
        'Calcification of the aorta and the valve',
        'The vessels planned for cannulation',
      ],
    },
    {
      heading: 'Planning the access',
      lines: [
        'Which intercostal space to enter',
        'Where to place the incision',
        'How the aorta will be cannulated and clamped',
      ],
    },
    {
      heading: 'Support with CT reading',
      lines: [
        'A CT scan reading service is described',
        'in the brochure attached to this module',
        'Patient selection rests with the heart team',
      ],
    },
    ifuSlide,
  ]),
  lecture(103, 'Instruments set-up', [
    {
      heading: 'Why set-up matters',
      lines: ['Working at depth through a small incision', 'depends on instruments ready in the right order'],
    },
    {
      heading: 'Exposure',
      lines: ['A rib retractor and a soft-tissue protector', 'Long-shafted instruments for work at a distance'],
    },
    {
      heading: 'Clamping and sutures',
      lines: [
        'A transthoracic aortic cross-clamp',
        'Suture organisers around the incision',
        'A knot pusher for sutures beyond finger reach',
      ],
    },
    {
      heading: 'The valve',
      lines: [
        'Perceval sizers ready on the table',
        'The valve is collapsed onto its holder',
        'just before implantation, as the IFU describes',
      ],
    },
    {
      heading: 'Before use',
      lines: ['Inspect every instrument before use', 'Check the labelling for reuse or single use'],
    },
    ifuSlide,
  ]),
  lecture(104, 'Patient positioning and anesthesiological access', [
    {
      heading: 'Positioning',
      lines: [
        'The patient is positioned to open the right axilla',
        'The right arm is placed to expose the incision site',
        'The exact position follows the team’s protocol',
      ],
    },
    {
      heading: 'Anaesthesia',
      lines: [
        'General anaesthesia, as for any valve operation',
        'Ventilation strategy agreed with the surgeon',
        'Transoesophageal echocardiography is commonly used',
      ],
    },
    {
      heading: 'Lines and monitoring',
      lines: ['Vascular access and monitoring as per protocol', 'External defibrillation pads are commonly placed'],
    },
    {
      heading: 'Cannulation',
      lines: ['Cannulation sites are chosen from the CT plan', 'Anaesthesia and perfusion agree the plan beforehand'],
    },
    ifuSlide,
  ]),
  lecture(105, 'Step-by-step surgical video', [
    {
      heading: 'About this outline',
      lines: ['An animated outline of the steps of the operation', 'It contains no footage of a real operation'],
    },
    {
      heading: 'Access',
      lines: [
        'A small incision below the right armpit',
        'Rib retractor and soft-tissue protector placed',
        'Cardiopulmonary bypass established as planned',
      ],
    },
    {
      heading: 'Exposing the valve',
      lines: [
        'The aorta is cross-clamped',
        'Cardioplegia follows the team’s protocol',
        'An aortotomy exposes the aortic valve',
      ],
    },
    {
      heading: 'Sutureless implantation',
      lines: [
        'Excise the native valve; decalcify the annulus',
        'Size with Perceval sizers; place guiding sutures',
        'Collapse, lower and release the valve',
      ],
    },
    {
      heading: 'Completion',
      lines: [
        'Carry out the post-release checks in the IFU',
        'Close the aortotomy and wean from bypass',
        'Close the incision in the usual way',
      ],
    },
    ifuSlide,
  ]),
];
