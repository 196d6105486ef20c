import type { ContentPage } from '@/lib/content/pages/types';
import { professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/get-started',
  title: 'Get started with the Corcym Academy',
  description:
    'How the Corcym Academy trains surgical teams: online modules, hands-on training, case observation and proctoring, and how to request an account.',
  eyebrow: 'Corcym Academy',
  lead: 'The Corcym Academy is Corcym’s education programme for cardiac surgeons and their teams. It combines online modules for signed-in learners with hands-on training, case observation and proctoring, so that a team can prepare for a new device or a new surgical approach step by step. This page explains how the academy works, which programmes it offers and how to get an account.',
  tags: 'Corcym Academy, get started, surgeon training, surgical team training, online modules, e-learning, hands-on training, wet lab, simulator, case observation, proctoring, Perceval, sutureless AVR, Memo 4D, mitral annuloplasty, HAART, aortic valve repair, minimally invasive cardiac surgery, MICS, MIAVR, mini-sternotomy, right anterior thoracotomy, RAT, trans-axillary, endoscopic, robotic, academy account, sign in, course catalogue',
  blocks: [
    { type: 'h2', text: 'How the academy works' },
    {
      type: 'p',
      text: 'Each programme is built from a small number of elements that a team completes in sequence. The content and the order are adapted to the team’s experience and to the device or approach concerned, and your local Corcym team helps you plan the steps that fit your hospital.',
    },
    {
      type: 'list',
      items: [
        '**Online modules** – short lectures, videos and reference documents that signed-in learners follow at their own pace, before and between practical sessions. Learners can return to a module at any time to review a step.',
        '**Hands-on training** – practical sessions with anatomical models, simulators and the dedicated sizers and instruments, where surgeons and scrub nurses practise device preparation, sizing and implantation.',
        '**Case observation** – visits to centres with experience of the device or approach, to watch the operation and the team workflow in the operating room, from patient positioning to closure.',
        '**Proctoring** – an experienced surgeon supports the team during its first procedures, in agreement with the hospital and in line with local rules.',
      ],
    },
    {
      type: 'p',
      text: 'Training is designed for the whole team. Surgeons, assistants, scrub nurses, perfusionists and anaesthetists each play a part when a hospital introduces a device or an approach, and the programmes include material for each of these roles.',
    },
    { type: 'h2', text: 'Entry programmes' },
    {
      type: 'p',
      text: 'The entry programmes introduce a Corcym device to a team that has not used it before. Each one covers the design of the device, patient selection according to the instructions for use, pre-operative planning, sizing and the implantation steps, followed by practical training and support for the first cases.',
    },
    {
      type: 'cards',
      items: [
        {
          title: 'Sutureless AVR with Perceval',
          text: 'Preparing a team for aortic valve replacement with the Perceval sutureless valve, through a full sternotomy or a less invasive approach.',
          href: '/academy/get-started/avr-perceval',
          linkLabel: 'Start with Perceval',
        },
        {
          title: 'Mitral annuloplasty with Memo 4D',
          text: 'Mitral valve repair with the Memo 4D semi-rigid annuloplasty ring: valve analysis, sizing, ring implantation and neochordae.',
          href: '/academy/get-started/annuloplasty-memo-4d',
          linkLabel: 'Start with Memo 4D',
        },
        {
          title: 'Aortic valve repair with HAART',
          text: 'Aortic valve repair with the HAART internal geometric annuloplasty rings for trileaflet and bicuspid valves.',
          href: '/academy/get-started/annuloplasty-haart',
          linkLabel: 'Start with HAART',
        },
      ],
    },
    { type: 'h2', text: 'Mastering a minimally invasive approach' },
    {
      type: 'p',
      text: 'The mastering programmes are for teams that want to adopt or develop a less invasive access route. They concentrate on the approach itself: patient selection, imaging-based planning, positioning, cannulation and exposure, and the coordination of the team. They can be combined with an entry programme for the device the team intends to use.',
    },
    {
      type: 'cards',
      items: [
        {
          title: 'Mini-sternotomy',
          text: 'Aortic valve replacement through a partial upper sternotomy, with the lower sternum left intact.',
          href: '/academy/mastering-mini-sternotomy',
          linkLabel: 'Mastering mini-sternotomy',
        },
        {
          title: 'Right anterior thoracotomy (RAT)',
          text: 'Aortic valve replacement through a small incision in the right anterior chest, without dividing the sternum.',
          href: '/academy/mastering-rat',
          linkLabel: 'Mastering RAT',
        },
        {
          title: 'Trans-axillary approach',
          text: 'Aortic valve replacement through a small incision in the right axilla, planned from the pre-operative CT scan.',
          href: '/academy/mastering-trans-axillary',
          linkLabel: 'Mastering trans-axillary',
        },
        {
          title: 'Endoscopic surgery',
          text: 'Valve surgery performed from a video image through small ports and a working incision in the right chest.',
          href: '/academy/mastering-endoscopy',
          linkLabel: 'Mastering endoscopy',
        },
        {
          title: 'Robotic-assisted surgery',
          text: 'Use of Corcym devices in robotic-assisted valve surgery, with emphasis on the console surgeon and the patient-side team.',
          href: '/academy/mastering-robotics',
          linkLabel: 'Mastering robotics',
        },
      ],
    },
    { type: 'h2', text: 'How to get an account' },
    {
      type: 'p',
      text: 'Academy accounts are created by Corcym for healthcare professionals; there is no open registration. To request an account, ask your Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com) with your name, your role, your hospital and the programme you are interested in. Your request is reviewed and, where a programme is available in your country, an account is set up for you.',
    },
    {
      type: 'p',
      text: 'Once your account exists, [Sign in to the academy](/login) to follow the online modules and keep track of the lectures you have watched. The modules currently offered are listed in [the course catalogue](/academy/courses). Practical sessions, case observation and proctoring are arranged with your Corcym representative.',
    },
    {
      type: 'p',
      text: 'Use of the academy is governed by the [Corcym Academy terms of use](/terms-academy), and the [Corcym Academy privacy notice](/privacyacademy) explains how learners’ personal data are handled. For an overview of all our resources for surgical teams, see [healthcare professionals](/education).',
    },
    professionalsNotice(),
  ],
};

export default page;
