/** The seed course of requirements §3: Online Modules on the transaxillary approach to AVR with Perceval. */
/** Each lecture's video: a short silent outline rendered by `npm run videos`, captions beside it (.vtt). */
export const lectureVideo = (lectureId: number) => `/videos/academy/lecture-${lectureId}.mp4`;

interface CourseSeed {
  id: number;
  title: string;
  description: string;
  image_url: string;
  category: string;
  version: number;
  lectures: readonly {
    id: number;
    title: string;
    thumbnail: string;
    /** A file under public/videos (captions beside it as .vtt) or a YouTube/Vimeo link; default lectureVideo(id). */
    video_link?: string;
    attachments: readonly { name: string; link: string }[];
  }[];
}

const transaxillaryCourse: CourseSeed = {
  id: 1,
  title: 'Online Modules: transaxillary AVR approach',
  description:
    'Five short modules that prepare a surgical team for sutureless aortic valve replacement through a right transaxillary approach: planning from the CT scan, instrument set-up, patient positioning and access, and a step-by-step surgical video.',
  image_url: '/images/academy/transaxillary-course.svg',
  category: 'Perceval',
  version: 2,
  lectures: [
    {
      id: 101,
      title: 'Welcome and introduction',
      thumbnail: '/images/academy/lecture-welcome.svg',
      attachments: [
        {
          name: 'Training centre programme: Saluggia (PDF)',
          link: '/documents/academy/training-centre-programme-saluggia.pdf',
        },
        {
          name: 'Training centre programme: Burnaby (PDF)',
          link: '/documents/academy/training-centre-programme-burnaby.pdf',
        },
      ],
    },
    {
      id: 102,
      title: 'CT scan analysis and surgery planning',
      thumbnail: '/images/academy/lecture-ct-scan.svg',
      attachments: [
        { name: 'CT scan reading service brochure (PDF)', link: '/documents/academy/ct-scan-reading-service.pdf' },
      ],
    },
    { id: 103, title: 'Instruments set-up', thumbnail: '/images/academy/lecture-instruments.svg', attachments: [] },
    {
      id: 104,
      title: 'Patient positioning and anesthesiological access',
      thumbnail: '/images/academy/lecture-positioning.svg',
      attachments: [],
    },
    {
      id: 105,
      title: 'Step-by-step surgical video',
      thumbnail: '/images/academy/lecture-surgery.svg',
      attachments: [],
    },
  ],
};

/**
 * The academy's courses. At every start, a course whose id is not in the database yet is added with its lectures
 * and attachments (existing courses are left as they are), so adding a course is adding an entry here.
 */
export const courseSeeds: readonly CourseSeed[] = [transaxillaryCourse];

/** Development only: a learner a newcomer can sign in with (printed in the README). */
export const demoLearner = {
  email: 'demo.learner@example.com',
  password: 'Academy-Demo-2026',
  first_name: 'Demo',
  last_name: 'Learner',
} as const;
