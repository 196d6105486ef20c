import type { ContentPage } from '@/lib/content/pages/types';
import { howToJoin, professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/mastering-endoscopy',
  title: 'Mastering endoscopic valve surgery',
  description:
    'A Corcym Academy programme for endoscopic, video-assisted valve surgery through the right chest: the approach, who it is for, its modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'In endoscopic valve surgery the surgeon operates from a video image rather than by direct vision, through small ports and a short working incision in the right chest. The approach is used mainly for mitral and tricuspid valve surgery and by some teams for aortic valve procedures. This programme helps teams build the skills and the team routines that endoscopic surgery requires.',
  tags: 'endoscopic cardiac surgery, endoscopy, totally endoscopic, video-assisted, thoracoscopic, port access, right mini-thoracotomy, minimally invasive mitral valve surgery, MIMVS, MICS, mitral repair, Memo 4D, Memo 3D ReChord, neochordae, annuloplasty, peripheral cannulation, femoral cannulation, endoaortic balloon, transthoracic clamp, 3D endoscope, Corcym Academy, training, proctoring, chirurgia endoscopica, chirurgie endoscopique',
  blocks: [
    { type: 'h2', text: 'The approach' },
    {
      type: 'p',
      text: 'An endoscope, introduced through a small port, gives the surgeon a magnified view of the valve on a monitor. The surgeon works with long-shafted instruments through a short incision and additional ports, usually in the right side of the chest. Cardiopulmonary bypass is established through peripheral vessels, and the aorta is occluded with a transthoracic clamp or an endo-aortic balloon. The field is often flooded with carbon dioxide to help with de-airing.',
    },
    {
      type: 'p',
      text: 'Working from a screen changes hand-eye coordination, depth perception and the way the team communicates. Annuloplasty rings such as [Memo 4D](/devices/mitral/memo4d) and [Memo 3D ReChord](/devices/mitral/memo3d-rechord) are implanted endoscopically with the same principles as in open surgery, but suture management, knot tying and the measurement of neochordae require specific practice.',
    },
    { type: 'h2', text: 'Who the training is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons with established experience of valve repair, ideally including repair through a right mini-thoracotomy under direct vision, who want to move to a video-assisted technique. Teams new to Memo 4D can follow the [entry programme for mitral annuloplasty](/academy/get-started/annuloplasty-memo-4d). The training involves:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon** – patient selection, port placement, endoscopic exposure and valve repair from a video image.',
        '**Assistant** – positioning and control of the endoscope, atrial retraction and suture handling.',
        '**Scrub nurse** – endoscopic tower, long-shafted instruments and suture management.',
        '**Perfusionist** – peripheral cannulation, assisted venous drainage and aortic occlusion.',
        '**Anaesthetist** – lung isolation, echocardiographic guidance of cannula placement, external defibrillation pads and the assessment of the repair.',
      ],
    },
    { type: 'h2', text: 'Modules' },
    {
      type: 'list',
      items: [
        '**Online theory** – principles of endoscopic valve surgery, patient selection, cannulation and aortic occlusion strategies, and the criteria for conversion.',
        '**CT-based planning** – assessment of the chest wall, the position of the heart and the peripheral vessels used for cannulation. See [CT scan planning](/ct-scan).',
        '**Simulator and wet lab** – endoscopic suturing, knot tying, annuloplasty and neochordae on models and simulators.',
        '**Team set-up** – operating room layout, the endoscopic tower, instrument tables and communication when the surgeon is watching a screen.',
        '**Case observation** – a visit to a centre with an established endoscopic programme.',
        '**Proctored first cases** – an experienced surgeon supports the team during its first endoscopic procedures at its own hospital.',
      ],
    },
    ...howToJoin('New to the academy? See [how the academy works](/academy/get-started).'),
    professionalsNotice(),
  ],
};

export default page;
