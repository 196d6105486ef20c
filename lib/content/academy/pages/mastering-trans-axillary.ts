import type { ContentPage } from '@/lib/content/pages/types';
import { professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/mastering-trans-axillary',
  title: 'Mastering the trans-axillary approach',
  description:
    'A Corcym Academy programme for aortic valve replacement through a right trans-axillary approach: the approach, who it is for, its modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'In the trans-axillary approach the aortic valve is reached through a small incision in the right axilla, without dividing the sternum. The approach depends on careful planning from the CT scan and on precise patient positioning. This programme prepares teams that already perform minimally invasive aortic valve replacement to adopt it with a sutureless valve.',
  tags: 'trans-axillary, transaxillary, right transaxillary approach, axillary mini-thoracotomy, right lateral mini-thoracotomy, minimally invasive aortic valve replacement, MIAVR, AVR, MICS, Perceval, Perceval Plus, sutureless valve, CT planning, patient positioning, peripheral cannulation, Online Modules: transaxillary AVR approach, Corcym Academy, training, proctoring, accesso transascellare, voie transaxillaire',
  blocks: [
    { type: 'h2', text: 'The approach' },
    {
      type: 'p',
      text: 'The patient is positioned with the right side of the chest slightly raised and the right arm placed so that the axilla is exposed. The chest is entered through an intercostal space chosen during planning, and the aorta and the aortic valve are reached from the side, through a working field that is longer than in an anterior approach. The sternum and the anterior chest wall are left intact, and the scar lies in the axilla.',
    },
    {
      type: 'p',
      text: 'Because the distance to the valve is greater and the angle of view differs from other approaches, long-shafted instruments, a good light source and a consistent instrument set-up are needed. A sutureless valve such as [Perceval](/devices/aortic/perceval) or [Perceval Plus](/devices/aortic/perceval-plus), which needs no annular anchoring sutures, is used by teams adopting this approach. Cardiopulmonary bypass is usually established through peripheral vessels.',
    },
    { type: 'h2', text: 'Who the training is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons who already perform minimally invasive aortic valve replacement, for example through a [right anterior thoracotomy](/academy/mastering-rat), and who have experience with the sutureless valve and with peripheral cannulation. Teams new to Perceval can start with the [entry programme for sutureless AVR](/academy/get-started/avr-perceval). The training is for the whole team:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon** – patient selection, choice of intercostal space, exposure, cannulation and valve implantation from a lateral view.',
        '**Assistant** – retraction, suction and suture handling in a long working field.',
        '**Scrub nurse** – instrument set-up, long-shafted instruments and the order in which they are needed.',
        '**Perfusionist** – peripheral cannulation, assisted venous drainage and de-airing.',
        '**Anaesthetist** – patient positioning, lung isolation, vascular access, transoesophageal echocardiography and external defibrillation pads.',
      ],
    },
    { type: 'h2', text: 'Modules' },
    {
      type: 'p',
      text: 'The online modules are available to signed-in learners in the catalogue as “Online Modules: transaxillary AVR approach” ([see the course catalogue](/academy/courses)). They are followed by practical training:',
    },
    {
      type: 'cards',
      items: [
        {
          title: 'Welcome and introduction',
          text: 'The principles of the approach, patient selection and the structure of the programme, with information on training-centre visits.',
        },
        {
          title: 'CT scan analysis and planning',
          text: 'How the pre-operative CT scan is used to choose the intercostal space and plan access, sizing and cannulation. See [CT scan planning](/ct-scan).',
        },
        {
          title: 'Instruments set-up',
          text: 'The instruments used for the approach and how the scrub nurse arranges them for a lateral working field.',
        },
        {
          title: 'Patient positioning and anaesthesiological access',
          text: 'Positioning of the patient and the right arm, vascular access, lung isolation and monitoring.',
        },
        {
          title: 'Step-by-step surgical video',
          text: 'The operation from incision to closure, including exposure, valve sizing and sutureless implantation.',
        },
        {
          title: 'Hands-on training and proctored first cases',
          text: 'Practice on models and simulators, case observation at an experienced centre, and support from an experienced surgeon during the team’s first cases.',
        },
      ],
    },
    { type: 'h2', text: 'How to join' },
    {
      type: 'p',
      text: 'To discuss the programme for your team, contact your Corcym representative or write to [academy@corcym.com](mailto:academy@corcym.com). If you already have an account, [Sign in to the academy](/login) and open [the course catalogue](/academy/courses) to start the online modules. New to the academy? See [how the academy works](/academy/get-started).',
    },
    professionalsNotice(),
  ],
};

export default page;
