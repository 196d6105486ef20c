import type { ContentPage } from '@/lib/content/pages/types';
import { howToJoin, professionalsNotice } from './shared';

const page: ContentPage = {
  path: '/academy/mastering-mini-sternotomy',
  title: 'Mastering mini-sternotomy',
  description:
    'A Corcym Academy programme for aortic valve replacement through a partial upper sternotomy: the approach, who it is for, its modules and how to join.',
  eyebrow: 'Corcym Academy',
  lead: 'A partial upper sternotomy, or mini-sternotomy, is often the first minimally invasive approach that an aortic team adopts: the anatomy is familiar, and the incision can be extended to a full sternotomy if needed. This programme helps a team move from full sternotomy to mini-sternotomy for aortic valve replacement, with particular attention to planning, exposure and teamwork.',
  tags: 'mini-sternotomy, ministernotomy, partial upper sternotomy, upper hemisternotomy, J-sternotomy, minimally invasive aortic valve replacement, MIAVR, AVR, MICS, Perceval, Perceval Plus, sutureless valve, central cannulation, CT planning, Corcym Academy, training, proctoring, wet lab, ministernotomia, mini-sternotomie',
  blocks: [
    { type: 'h2', text: 'The approach' },
    {
      type: 'p',
      text: 'In a mini-sternotomy the sternum is divided from the sternal notch down to the level of the third or fourth intercostal space, where the incision turns to one side (a J or L shape) or to both sides (a T shape). The lower part of the sternum is left intact. The aorta and the aortic valve are reached through a smaller opening than in a full sternotomy, and cannulation for cardiopulmonary bypass can often be performed centrally through the same incision.',
    },
    {
      type: 'p',
      text: 'The working field is narrower and deeper, so exposure, venting, de-airing and the placement and tying of sutures all require adjustment. A sutureless valve, which needs no annular anchoring sutures, is one of the options teams consider for this approach. See [Perceval](/devices/aortic/perceval) and [Perceval Plus](/devices/aortic/perceval-plus).',
    },
    { type: 'h2', text: 'Who the training is for' },
    {
      type: 'p',
      text: 'The programme is intended for cardiac surgeons who perform aortic valve replacement routinely through a full sternotomy and want to adopt a partial upper sternotomy. Experience with the valve the team plans to use is expected; teams new to Perceval can follow the [entry programme for sutureless AVR](/academy/get-started/avr-perceval) first or in parallel. The training involves the whole team:',
    },
    {
      type: 'list',
      items: [
        '**Surgeon** – patient selection, level of the sternal incision, exposure and the adaptation of each step of the valve replacement.',
        '**Assistant** – retraction and exposure in a limited field, suction and suture handling.',
        '**Scrub nurse** – instrument set-up, long-shafted instruments and the order in which they are needed.',
        '**Perfusionist** – cannulation strategy, venous drainage and venting through a smaller incision.',
        '**Anaesthetist** – transoesophageal echocardiography, external defibrillation pads and the monitoring adapted to a smaller access.',
      ],
    },
    { type: 'h2', text: 'Modules' },
    {
      type: 'cards',
      items: [
        {
          title: 'Online theory',
          text: 'Principles of the approach, patient selection, incision options, cannulation strategies and the criteria for conversion to a full sternotomy.',
        },
        {
          title: 'CT-based planning',
          text: 'Reading the pre-operative CT scan to locate the aortic valve relative to the sternum and choose the level of the incision. See [CT scan planning](/ct-scan).',
        },
        {
          title: 'Wet lab and simulator',
          text: 'Working through a limited sternal opening on models: exposure of the root, annular preparation, sizing and valve implantation.',
        },
        {
          title: 'Team set-up',
          text: 'Operating room layout, instrument tables, positioning of the monitors and the checklist the team reviews before the first case.',
        },
        {
          title: 'Case observation',
          text: 'A visit to a centre that performs mini-sternotomy routinely, to follow the whole procedure from incision to closure.',
        },
        {
          title: 'Proctored first cases',
          text: 'An experienced surgeon supports the team during its first mini-sternotomy procedures at its own hospital.',
        },
      ],
    },
    ...howToJoin(
      'Teams interested in recovery pathways may also find our overview of [ERAS in cardiac surgery](/eras) useful.',
    ),
    professionalsNotice(),
  ],
};

export default page;
