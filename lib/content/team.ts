/**
 * Typed data for the three team pages (/team/meet-board, /team/executive-leader,
 * /team/scientific-advisory-board). Roles are described by function only: no personal names are published here.
 */
export type TeamGroup = 'board' | 'executive' | 'scientific';

export interface TeamRole {
  id: string;
  group: TeamGroup;
  /** The person holding the role, once the communications team has approved publishing it. */
  name?: string;
  role: string;
  summary: string;
  responsibilities: string[];
}

export interface TeamPageInfo {
  group: TeamGroup;
  path: string;
  title: string;
  description: string;
  lead: string;
  tags: string;
  /** Paragraphs; links are written [text](/path). */
  about: string[];
}

/** What the content folder gives: the pages in site order, and every role in page order. */
export interface TeamData {
  pages: TeamPageInfo[];
  roles: TeamRole[];
}

export const teamPages: TeamPageInfo[] = [
  {
    group: 'board',
    path: '/team/meet-board',
    title: 'Board of Directors',
    description:
      'How the Corcym Board of Directors oversees strategy, risk and governance, and the roles that make up the board.',
    lead: 'The Board of Directors is responsible for the overall direction and oversight of Corcym. It brings together independent, investor and executive perspectives to guide a company focused entirely on structural heart surgery.',
    tags: 'board of directors, board, governance, corporate governance, chair, chairman, non-executive directors, independent directors, investor directors, audit committee, oversight, consiglio di amministrazione, conseil d’administration',
    about: [
      'The board sets the company’s strategic direction, approves major decisions such as budgets, significant investments and partnerships, and monitors how the executive team delivers the plan. It also oversees the main risks the business faces, including product quality, patient safety, regulatory compliance and financial performance.',
      'Directors bring different backgrounds: independent non-executive directors provide outside judgement, directors nominated by investors represent the shareholders, and the Chief Executive Officer links the board to the management of the company. The chair leads the board and ensures that discussions are open and well informed.',
      'Part of the board’s work is carried out by committees. The audit committee reviews financial reporting, internal controls and the work of the auditors, and reports its conclusions to the full board. Other matters, such as compensation and compliance, may be examined by the board or by dedicated committees as needed.',
      'The board expects the company to act with integrity in all its activities, in line with our [code of ethics](/ethics) and applicable law.',
    ],
  },
  {
    group: 'executive',
    path: '/team/executive-leader',
    title: 'Executive Leadership',
    description:
      'The Corcym executive leadership team and the functions it leads, from R&D and operations to quality, medical and commercial.',
    lead: 'The executive leadership team manages Corcym day to day. Its members lead the functions that design, make, approve, support and deliver our heart valve and repair products to surgical teams around the world.',
    tags: 'executive leadership, leadership team, management, executive team, CEO, CFO, COO, CTO, chief medical officer, quality, regulatory, commercial, human resources, general counsel, compliance, direzione, direction générale',
    about: [
      'The executive team is led by the Chief Executive Officer and reports to the Board of Directors. Together, its members translate the company’s strategy into plans and priorities for each function and are accountable for their delivery.',
      'Decisions that affect patients, such as product design changes, quality matters and the introduction of devices in new markets, are taken with input from across the team, with quality, regulatory and medical functions involved from the start.',
      'The team works across Corcym’s sites in Saluggia (Italy) and Burnaby (Canada) and its commercial organisations, and meets regularly to review performance, risks and progress on key projects.',
    ],
  },
  {
    group: 'scientific',
    path: '/team/scientific-advisory-board',
    title: 'Scientific Advisory Board',
    description:
      'How the Corcym Scientific Advisory Board of clinicians and scientists advises on clinical needs, research and evidence.',
    lead: 'The Scientific Advisory Board brings the perspective of practising clinicians and scientists into Corcym’s research, development and evidence-generation work. Its members advise the company; they do not take decisions on its behalf.',
    tags: 'scientific advisory board, SAB, advisory board, cardiac surgeons, cardiologists, imaging, biomedical engineering, clinical research, evidence generation, aortic surgery, mitral surgery, minimally invasive cardiac surgery, comitato scientifico, conseil scientifique',
    about: [
      'The board helps Corcym understand the needs of patients and surgical teams, review the scientific basis of new product ideas, and plan clinical studies and registries that answer relevant questions. It brings together cardiac surgeons with experience in aortic, mitral and minimally invasive surgery, as well as specialists in cardiology and imaging, biomedical engineering and clinical research methodology.',
      'Members are chosen for their expertise and act in an advisory capacity. Their advice is one input among many; responsibility for product and research decisions stays with the company.',
      'Interactions with advisory board members are governed by written agreements, fair-market-value compensation for services actually provided, and transparency obligations under applicable law and industry codes, in line with our [code of ethics](/ethics).',
    ],
  },
];

const teamRoles: TeamRole[] = [
  // Board of Directors
  {
    id: 'board-chair',
    group: 'board',
    role: 'Chair of the Board',
    summary:
      'Leads the Board of Directors and ensures it works effectively in overseeing the company’s strategy and governance.',
    responsibilities: [
      'Sets the board agenda and leads its meetings',
      'Ensures directors receive accurate and timely information',
      'Works closely with the Chief Executive Officer as a sounding board',
      'Oversees the evaluation of the board’s effectiveness',
    ],
  },
  {
    id: 'board-independent-directors',
    group: 'board',
    role: 'Independent Non-Executive Directors',
    summary:
      'Bring outside experience in medical technology, healthcare and business, and provide independent judgement on the board’s decisions.',
    responsibilities: [
      'Constructively challenge and support management’s proposals',
      'Contribute expertise on strategy, markets and regulation',
      'Oversee risk management and internal controls',
      'Serve on board committees',
    ],
  },
  {
    id: 'board-investor-directors',
    group: 'board',
    role: 'Investor Directors',
    summary:
      'Represent the company’s shareholders on the board and contribute experience in building and growing healthcare businesses.',
    responsibilities: [
      'Represent shareholder perspectives in board discussions',
      'Review strategy, budgets and major investments',
      'Support long-term value creation and sound capital allocation',
    ],
  },
  {
    id: 'board-ceo-director',
    group: 'board',
    role: 'Chief Executive Officer (Director)',
    summary:
      'Sits on the board as the executive director, linking the board’s oversight with the day-to-day management of the company.',
    responsibilities: [
      'Proposes the strategy and annual plan to the board',
      'Reports on performance, risks and key projects',
      'Implements the decisions taken by the board',
    ],
  },
  {
    id: 'board-audit-chair',
    group: 'board',
    role: 'Audit Committee Chair',
    summary:
      'Leads the committee that reviews financial reporting, internal controls and the work of the external auditors.',
    responsibilities: [
      'Oversees the integrity of the financial statements',
      'Reviews internal controls and risk management systems',
      'Works with the internal and external auditors',
      'Reports the committee’s conclusions to the full board',
    ],
  },

  // Executive leadership
  {
    id: 'exec-ceo',
    group: 'executive',
    role: 'Chief Executive Officer',
    summary:
      'Leads the company and the executive team, and is accountable to the board for delivering Corcym’s strategy in structural heart surgery.',
    responsibilities: [
      'Defines the strategy and priorities with the executive team',
      'Leads the organisation across sites and countries',
      'Represents the company with partners, investors and the medical community',
      'Reports to the Board of Directors',
    ],
  },
  {
    id: 'exec-cfo',
    group: 'executive',
    role: 'Chief Financial Officer',
    summary: 'Leads finance and ensures the company’s resources are planned, controlled and reported accurately.',
    responsibilities: [
      'Financial planning, budgeting and reporting',
      'Treasury, tax and internal controls',
      'Support for investment and partnership decisions',
      'Relations with auditors and financial stakeholders',
    ],
  },
  {
    id: 'exec-coo',
    group: 'executive',
    role: 'Chief Operating Officer',
    summary:
      'Leads manufacturing and the supply chain, including the sites in Saluggia and Burnaby, so that hospitals receive the devices they need.',
    responsibilities: [
      'Manufacturing operations and process improvement',
      'Supply chain, planning and distribution',
      'Health, safety and environment at the sites',
      'Business continuity planning',
    ],
  },
  {
    id: 'exec-cto',
    group: 'executive',
    role: 'Chief Technology Officer / Head of R&D',
    summary:
      'Leads research and development of valves, repair rings and instruments, from early concepts to design changes on existing products.',
    responsibilities: [
      'Product development portfolio and roadmap',
      'Design control and verification testing',
      'Collaboration with surgeons and research partners',
      'Technology and intellectual property strategy',
    ],
  },
  {
    id: 'exec-cmo',
    group: 'executive',
    role: 'Chief Medical Officer',
    summary:
      'Leads clinical and medical affairs, ensuring that the company’s products are supported by sound clinical evidence and accurate medical information.',
    responsibilities: [
      'Clinical study and registry strategy',
      'Medical review of scientific and promotional information',
      'Support for investigator initiated research',
      'Medical input into product safety assessments',
    ],
  },
  {
    id: 'exec-quality-regulatory',
    group: 'executive',
    role: 'Head of Quality and Regulatory Affairs',
    summary:
      'Leads the quality management system and regulatory strategy, and oversees post-market surveillance and vigilance.',
    responsibilities: [
      'Quality management system and audits',
      'Regulatory submissions and approvals in each market',
      'Relations with notified bodies and competent authorities',
      'Complaint handling, vigilance and field safety actions',
    ],
  },
  {
    id: 'exec-commercial',
    group: 'executive',
    role: 'Commercial Leadership',
    summary:
      'Leads the commercial organisations serving Europe, the Middle East and Africa, the United States and Asia-Pacific, directly and with distribution partners.',
    responsibilities: [
      'Sales and marketing in each region',
      'Customer support and training programmes with the Corcym Academy',
      'Management of distributor relationships',
      'Introduction of products in new markets once approved',
    ],
  },
  {
    id: 'exec-hr',
    group: 'executive',
    role: 'Chief Human Resources Officer',
    summary: 'Leads people and culture, helping the company attract, develop and retain the specialists it depends on.',
    responsibilities: [
      'Recruitment and talent development',
      'Organisation design and succession planning',
      'Compensation, benefits and employee relations',
      'Culture, engagement and internal communication',
    ],
  },
  {
    id: 'exec-legal-compliance',
    group: 'executive',
    role: 'General Counsel and Compliance',
    summary:
      'Leads legal affairs and the compliance programme, helping the company act lawfully and ethically in every market.',
    responsibilities: [
      'Legal advice, contracts and corporate matters',
      'Compliance programme and code of ethics',
      'Data protection and privacy governance',
      'Interactions with healthcare professionals under applicable codes',
    ],
  },

  // Scientific advisory board
  {
    id: 'sab-aortic-surgeon',
    group: 'scientific',
    role: 'Cardiac Surgeon – Aortic Valve and Root',
    summary:
      'A practising cardiac surgeon with experience in aortic valve replacement and aortic repair who advises on clinical needs in aortic surgery.',
    responsibilities: [
      'Advise on unmet needs in aortic valve and root surgery',
      'Review product concepts and design input from a surgical perspective',
      'Contribute to the design of clinical studies',
    ],
  },
  {
    id: 'sab-mitral-surgeon',
    group: 'scientific',
    role: 'Cardiac Surgeon – Mitral Valve Repair',
    summary:
      'A practising cardiac surgeon with experience in mitral valve repair who advises on annuloplasty and mitral techniques.',
    responsibilities: [
      'Advise on clinical needs in mitral and tricuspid repair',
      'Review concepts for annuloplasty rings and related instruments',
      'Contribute to education and training content',
    ],
  },
  {
    id: 'sab-mics-surgeon',
    group: 'scientific',
    role: 'Cardiac Surgeon – Minimally Invasive Surgery',
    summary:
      'A practising cardiac surgeon with experience in less invasive approaches who advises on devices and instruments for minimally invasive access.',
    responsibilities: [
      'Advise on the requirements of minimally invasive approaches',
      'Review instrument and device usability',
      'Contribute to training pathways for surgical teams',
    ],
  },
  {
    id: 'sab-cardiologist-imaging',
    group: 'scientific',
    role: 'Cardiologist – Cardiac Imaging',
    summary:
      'A cardiologist with expertise in echocardiography and cardiac CT who advises on patient assessment, planning and follow-up.',
    responsibilities: [
      'Advise on imaging for patient selection and pre-operative planning',
      'Review imaging protocols used in studies',
      'Contribute the heart-team perspective on treatment choices',
    ],
  },
  {
    id: 'sab-biomedical-engineer',
    group: 'scientific',
    role: 'Biomedical Engineer',
    summary: 'An academic biomedical engineer who advises on valve mechanics, materials and testing methods.',
    responsibilities: [
      'Advise on biomechanics, haemodynamics and materials',
      'Review test methods and computational models',
      'Identify relevant research collaborations',
    ],
  },
  {
    id: 'sab-research-methodologist',
    group: 'scientific',
    role: 'Clinical Research Methodologist',
    summary:
      'A specialist in clinical research methods and statistics who advises on the design and analysis of studies and registries.',
    responsibilities: [
      'Advise on study design, endpoints and sample-size considerations',
      'Review statistical analysis plans',
      'Promote transparent reporting of results',
      'Advise on the use of registry and real-world data',
    ],
  },
];

export function rolesOf(group: TeamGroup): TeamRole[] {
  return teamRoles.filter((r) => r.group === group);
}
