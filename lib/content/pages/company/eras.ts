import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/eras',
  title: 'ERAS in Cardiac Surgery',
  description:
    'An overview of Enhanced Recovery After Surgery (ERAS) in cardiac surgery: principles, typical pathway elements and the role of surgical approach.',
  eyebrow: 'Healthcare professionals',
  lead: 'Enhanced Recovery After Surgery (ERAS) is a way of organising perioperative care around evidence-based elements that aim to reduce the stress of surgery and help patients recover. This page summarises the principles of ERAS in cardiac surgery for healthcare teams. It is informational and does not replace published guidelines, local protocols or clinical judgement.',
  tags: 'ERAS, enhanced recovery after surgery, ERAS Cardiac Society, cardiac surgery pathway, perioperative care, prehabilitation, early extubation, fast-track, multimodal analgesia, opioid-sparing, early mobilisation, glycaemic control, carbohydrate loading, minimally invasive cardiac surgery, sutureless valve, Perceval, récupération améliorée après chirurgie, RAAC',
  blocks: [
    { type: 'h2', text: 'What ERAS is' },
    {
      type: 'p',
      text: 'ERAS pathways bring together a set of measures before, during and after surgery that are applied consistently by a multidisciplinary team: surgeons, anaesthetists, intensivists, perfusionists, nurses, physiotherapists and the patient. Rather than relying on a single intervention, the approach looks at the whole perioperative journey and standardises the elements that are supported by evidence.',
    },
    {
      type: 'p',
      text: 'The approach started in other surgical specialities and has since been adapted to cardiac surgery. The ERAS Cardiac Society was formed to develop and promote this work, and its recommendations were published in 2019:',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Reference',
      text: 'Engelman DT, et al. Guidelines for Perioperative Care in Cardiac Surgery: Enhanced Recovery After Surgery Society Recommendations. JAMA Surg. 2019;154(8):755-766.',
    },
    {
      type: 'p',
      text: 'Teams building or reviewing a pathway should refer to the published guidelines and to any later updates, and adapt them to their own patient population and institution.',
    },
    { type: 'h2', text: 'Typical elements of a cardiac ERAS pathway' },
    {
      type: 'p',
      text: 'The exact content of a pathway is set by each team. Elements commonly discussed in cardiac ERAS programmes include:',
    },
    {
      type: 'list',
      items: [
        '**Prehabilitation** – assessing and, where possible, improving the patient’s physical condition, nutrition and other modifiable risk factors before surgery.',
        '**Patient education** – explaining to patients and families what to expect, so that they can take an active part in their recovery.',
        '**Carbohydrate loading** – pre-operative carbohydrate drinks and shortened fasting, where included in the local protocol.',
        '**Multimodal, opioid-sparing analgesia** – combining different analgesic approaches to control pain while limiting opioid use and its side effects.',
        '**Early extubation** – planning anaesthesia so that suitable patients can be extubated soon after surgery.',
        '**Early mobilisation** – helping patients sit, stand and walk as early as their condition allows.',
        '**Glycaemic control** – monitoring and managing blood glucose during the perioperative period.',
      ],
    },
    {
      type: 'p',
      text: 'Other components, such as prevention of infection, blood management, prevention of delirium and structured discharge planning, are also part of many programmes. Audit of compliance and outcomes allows a team to see how its pathway performs over time.',
    },
    { type: 'h2', text: 'Where surgical approach fits' },
    {
      type: 'p',
      text: 'ERAS is primarily about the organisation of care, but the surgical plan is one of its components. Some teams include less invasive approaches, such as a partial sternotomy or a right anterior thoracotomy, in their pathway for selected patients, with the aim of reducing surgical trauma.',
    },
    {
      type: 'p',
      text: 'Sutureless aortic valves such as Perceval do not require the 20 to 30 annular sutures used to secure a conventional valve. In the hands of trained teams this may shorten some procedural steps and can make less invasive access more practical. Whether this translates into a benefit for a given patient depends on the patient’s anatomy and condition, the team’s experience and the whole perioperative pathway. Device selection must follow the approved indications in the [instructions for use](/ifu).',
    },
    {
      type: 'p',
      text: 'Pre-operative planning with computed tomography can help teams assess anatomy and access for less invasive approaches; see [CT scan planning](/ct-scan). For training on Corcym devices and techniques, see [healthcare professionals](/education) or write to [academy@corcym.com](mailto:academy@corcym.com).',
    },
    { type: 'h2', text: 'Important information' },
    {
      type: 'callout',
      tone: 'warning',
      text: 'This page is informational and intended for healthcare professionals. It is not a clinical guideline and does not replace published recommendations, local protocols or the judgement of the treating team. Patients with questions about their surgery and recovery should consult their doctor.',
    },
  ],
};

export default page;
