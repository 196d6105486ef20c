import type { ContentPage } from '@/lib/content/pages/types';
import { howToJoin, professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/mastering-robotics',
  title: 'Mastering robotic-assisted valve surgery',
  description:
    'A Corcym Academy programme on using Corcym devices in robotic-assisted valve surgery: the approach, who it is for, its modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'In robotic-assisted valve surgery the surgeon operates from a console that controls a camera and instruments introduced through ports in the right chest, while a team at the bedside supports the procedure. This programme focuses on the use of Corcym devices in this setting, most often mitral valve repair with annuloplasty rings, and on the coordination between the console surgeon and the patient-side team.',
  tags: 'robotic cardiac surgery, robotic-assisted surgery, robotic mitral valve repair, robotics, console surgeon, patient-side assistant, table-side assistant, docking, port placement, totally endoscopic, minimally invasive mitral valve surgery, MIMVS, MICS, Memo 4D, Memo 3D ReChord, annuloplasty, neochordae, peripheral cannulation, Corcym Academy, training, proctoring, chirurgia robotica, chirurgie robotique',
  blocks: [
    { type: 'h2', text: 'The approach' },
    {
      type: 'p',
      text: 'The robotic system holds a three-dimensional camera and wristed instruments, inserted through small ports in the right side of the chest. The console surgeon controls them remotely, while a patient-side assistant at the operating table exchanges instruments, passes sutures and devices into the chest through an access port, and provides suction and retraction. As in endoscopic surgery, cardiopulmonary bypass is usually established through peripheral vessels.',
    },
    {
      type: 'p',
      text: 'Implanting an annuloplasty ring such as [Memo 4D](/devices/mitral/memo4d) robotically follows the principles of open repair, but the handling of the ring, the management of multiple annular sutures and the measurement of neochordae with a chordal guiding system, such as the one on [Memo 3D ReChord](/devices/mitral/memo3d-rechord), depend on close cooperation between the console and the bedside.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Training on the robotic system',
      text: 'This programme does not replace the training and credentialing that the manufacturer of the robotic system and the hospital require before a surgeon and team use the system. It covers the use of Corcym devices within a robotic programme.',
    },
    { type: 'h2', text: 'Who the training is for' },
    {
      type: 'p',
      text: 'The programme is intended for teams with an established or starting robotic cardiac programme and for surgeons experienced in valve repair, preferably including minimally invasive or [endoscopic repair](/academy/mastering-endoscopy). Teams new to Memo 4D can follow the [entry programme for mitral annuloplasty](/academy/get-started/annuloplasty-memo-4d). The training involves:',
    },
    {
      type: 'list',
      items: [
        '**Console surgeon** – patient selection, port planning, valve analysis and repair from the console.',
        '**Patient-side assistant** – docking, instrument exchange, delivery of the ring and sutures, and the response to unexpected events at the table.',
        '**Scrub nurse** – preparation of the devices and sutures in the order the console surgeon needs them, and suture management.',
        '**Perfusionist** – peripheral cannulation, assisted venous drainage and aortic occlusion.',
        '**Anaesthetist** – lung isolation, echocardiographic guidance, external defibrillation pads and the assessment of the repair.',
      ],
    },
    { type: 'h2', text: 'Modules' },
    {
      type: 'cards',
      items: [
        {
          title: 'Online theory',
          text: 'Principles of robotic-assisted valve repair, patient selection, port placement and the use of Corcym devices through ports.',
        },
        {
          title: 'CT-based planning',
          text: 'Assessment of the chest wall, the position of the heart and the peripheral vessels used for cannulation. See [CT scan planning](/ct-scan).',
        },
        {
          title: 'Simulator and dry lab',
          text: 'Ring handling, annular suturing and neochordae on models, practised by the console surgeon and the patient-side assistant together.',
        },
        {
          title: 'Team drills',
          text: 'Communication between console and bedside, device hand-over, and rehearsal of undocking and conversion.',
        },
        {
          title: 'Case observation',
          text: 'A visit to a centre with an established robotic valve programme to follow the whole team at work.',
        },
        {
          title: 'Proctored first cases',
          text: 'An experienced surgeon supports the team during its first robotic procedures with Corcym devices.',
        },
      ],
    },
    ...howToJoin('New to the academy? See [how the academy works](/academy/get-started).'),
    professionalsNotice(),
  ],
};

export default page;
