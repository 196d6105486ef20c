import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/research',
  title: 'Investigator Initiated Research',
  description:
    'How Corcym considers requests to support independent investigator initiated research in structural heart surgery, and how to submit a proposal.',
  eyebrow: 'Research',
  lead: 'Independent research by clinicians and scientists adds to what is known about heart valve disease and its surgical treatment. Corcym may support well-designed investigator initiated research (IIR) that addresses meaningful scientific and clinical questions.',
  tags: 'investigator initiated research, IIR, investigator initiated study, IIS, research grant, clinical study support, research funding, scientific research, structural heart research, ricerca, recherche clinique',
  blocks: [
    { type: 'h2', text: 'What investigator initiated research is' },
    {
      type: 'p',
      text: 'An investigator initiated study is conceived, designed and carried out by an independent investigator or institution, not by Corcym. The investigator, or their institution, acts as the sponsor and takes full responsibility for the study, including its scientific conduct, regulatory obligations, data and publication. Corcym’s role is limited to providing the support agreed in a written contract.',
    },
    { type: 'h2', text: 'Areas of interest' },
    {
      type: 'p',
      text: 'We consider proposals that are scientifically sound and relevant to structural heart surgery, for example:',
    },
    {
      type: 'list',
      items: [
        'outcomes of surgical aortic and mitral valve replacement and repair;',
        'sutureless and rapid-deployment aortic valve replacement;',
        'valve repair techniques, including annuloplasty for mitral and aortic valves;',
        'minimally invasive cardiac surgery and its effect on recovery, including enhanced recovery pathways;',
        'long-term durability and haemodynamic performance of tissue and mechanical valves;',
        'imaging, planning and patient selection in valve surgery.',
      ],
    },
    { type: 'h2', text: 'What support may be available' },
    {
      type: 'list',
      items: [
        '**Devices.** Corcym products used in accordance with the study protocol, where permitted by local regulations.',
        '**Funding.** A financial contribution to the study, paid to the institution and consistent with fair market value for the work to be done.',
        '**Expertise.** Technical information about our products, where useful for the design of the study, without influencing its conduct or conclusions.',
      ],
    },
    {
      type: 'p',
      text: 'Support is never linked to past, present or future purchases or use of Corcym products, and it is not available for research that would promote uses outside the approved labelling.',
    },
    { type: 'h2', text: 'Requirements' },
    {
      type: 'list',
      items: [
        '**Investigator as sponsor.** The investigator or institution is the sponsor and holds all related responsibilities.',
        '**Ethics and regulatory approval.** The study must have approval from the relevant ethics committee and any competent authority before it starts, and must comply with applicable laws and good clinical practice.',
        '**Trial registration.** Clinical trials must be registered in a public registry before enrolling the first patient.',
        '**Publication independence.** Investigators are free to publish their results, whether positive or negative. Corcym may ask to review a manuscript for factual accuracy about its products and for protection of confidential information, but does not control the conclusions.',
        '**Safety reporting.** Adverse events involving Corcym devices must be reported as required by law and by the agreement, including to [productsafety@corcym.com](mailto:productsafety@corcym.com).',
        '**Data protection.** Patient data must be handled in line with applicable data protection law.',
      ],
    },
    { type: 'h2', text: 'How to submit a proposal' },
    {
      type: 'p',
      text: 'Send your proposal to [research@corcym.com](mailto:research@corcym.com). Please include a study synopsis or draft protocol with the research question, objectives, design, endpoints, sample size rationale and statistical approach; the investigators and participating sites; the timeline; a detailed budget; and the type of support you are requesting.',
    },
    { type: 'h2', text: 'How proposals are reviewed' },
    {
      type: 'list',
      ordered: true,
      items: [
        'We acknowledge receipt and check that the submission is complete.',
        'A review committee independent of sales assesses the scientific merit, the feasibility and the fit with our areas of interest.',
        'Compliance reviews the proposed support and budget.',
        'We inform the investigator of the decision. If approved, support is set out in a written agreement with the institution before the study begins.',
        'During the study, we may ask for progress updates and the final results, as agreed in the contract.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Requests for educational grants or charitable donations follow a different process; see [Donations and grants](/donations-and-grants). Proposals for commercial research collaborations can be sent through [R&D and business development partnerships](/rnbd-partnership).',
    },
  ],
};

export default page;
