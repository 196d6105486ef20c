import type { MediaVideo, OutlineSlide } from './types';

/**
 * The media library. Corcym has no footage the site may use, so every video is an animated, silent outline: a title
 * card followed by the slides below, rendered by `npm run videos` (scripts/cli/render-videos.ts) into
 * public/videos/media/{id}.mp4 with WebVTT captions carrying the same words and a poster of the title card.
 *
 * Copy rules: no invented people, quotes, stories or clinical figures. Patient-facing outlines end by sending the
 * viewer to their doctor; professional ones end with the Instructions for Use. Slide lines stay within 60 characters
 * (four lines at most) and headings within 40, so that they fit the 960 x 540 frame.
 */

/** The closing slide of a video for healthcare professionals. */
const ifuSlide = (device = 'the device'): OutlineSlide => ({
  heading: 'Instructions for Use',
  lines: [
    'This outline is a summary for orientation only',
    `The IFU supplied with ${device} is the reference`,
    'Availability and indications vary by country',
  ],
});

/** The closing slide of a video for patients. */
const talkToYourDoctor: OutlineSlide = {
  heading: 'Talk to your doctor',
  lines: [
    'Every patient is different',
    'Bring your questions to your heart team',
    'They can answer them for your own situation',
    'This video is general information, not medical advice',
  ],
};

export const mediaVideos: readonly MediaVideo[] = [
  // ---------------------------------------------------------------- Aortic: Perceval
  {
    id: 'perceval-sutureless-implantation-steps',
    title: 'Perceval: sutureless implantation step by step',
    description:
      'An animated outline of the main steps of implanting the Perceval sutureless aortic valve through a full sternotomy, from excision of the native valve to release. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-01-20',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['perceval_platform'],
      approach: ['full_sternotomy'],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'A sutureless principle',
        lines: [
          'Perceval anchors with a self-expanding nitinol frame',
          'No ring of annular sutures to place and tie',
          'Conventional valves need 20 to 30 sutures',
        ],
      },
      {
        heading: 'Preparing the annulus',
        lines: [
          'Excise the diseased native valve',
          'Decalcify the annulus',
          'Size it with the dedicated Perceval sizers',
        ],
      },
      {
        heading: 'Three guiding sutures',
        lines: [
          'One guiding suture at the nadir of each sinus',
          'They help lower the valve to the correct height',
          'They guide positioning; they do not anchor',
        ],
      },
      {
        heading: 'Collapse, position, release',
        lines: [
          'Collapse the valve onto its holder just before use',
          'Lower it along the guiding sutures',
          'Release it in the annulus, where it re-expands',
        ],
      },
      {
        heading: 'After release',
        lines: ['Carry out the checks described in the IFU', 'Then complete the operation in the usual way'],
      },
      ifuSlide('Perceval'),
    ],
  },
  {
    id: 'perceval-right-mini-thoracotomy',
    title: 'Perceval through a right mini-thoracotomy',
    description:
      'An animated outline of sutureless aortic valve replacement with Perceval through a right mini-thoracotomy: exposure, cross-clamping and implantation. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-02-18',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['perceval_platform'],
      approach: ['right_mini_thoracotomy'],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic', 'minimally_invasive_instruments'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'A smaller incision',
        lines: [
          'The aortic valve is reached through the right chest',
          'The sternum is left intact',
          'The working field is narrower and deeper',
        ],
      },
      {
        heading: 'Exposure',
        lines: [
          'A rib retractor holds the intercostal space open',
          'A soft-tissue protector lines the incision',
          'Instruments are chosen for work at a distance',
        ],
      },
      {
        heading: 'Cross-clamping and access',
        lines: [
          'A transthoracic clamp can occlude the aorta',
          'keeping the main incision free for other work',
          'The aortotomy then gives access to the valve',
        ],
      },
      {
        heading: 'Sutureless implantation',
        lines: [
          'No annular knots to tie deep in a narrow field',
          'Three guiding sutures help set the valve height',
          'The collapsed valve is lowered and released',
        ],
      },
      ifuSlide('each device'),
    ],
  },
  {
    id: 'transaxillary-avr-with-perceval',
    title: 'Transaxillary aortic valve replacement with Perceval',
    description:
      'An animated outline of aortic valve replacement through the right transaxillary route with the Perceval sutureless valve, from planning to implantation. Silent; captions carry the text. The Corcym Academy online modules cover the same route in more depth.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-03-24',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['perceval_platform'],
      approach: ['trans_axillary'],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'The transaxillary route',
        lines: [
          'A small incision on the right side of the chest',
          'below the armpit, leaving the sternum intact',
          'It calls for careful planning and a trained team',
        ],
      },
      {
        heading: 'Planning',
        lines: [
          'Preoperative CT imaging helps assess the anatomy',
          'It informs the incision and the access strategy',
          'Patient selection rests with the heart team',
        ],
      },
      {
        heading: 'Positioning and access',
        lines: [
          'The patient is positioned to open the right chest',
          'Anaesthesia, perfusion and nursing share the plan',
          'Exposure is built with dedicated retractors',
        ],
      },
      {
        heading: 'Implantation',
        lines: [
          'Excision, decalcification and sizing',
          'Three guiding sutures set the valve height',
          'Sutureless release avoids knot tying at depth',
        ],
      },
      {
        heading: 'Learning the route',
        lines: ['Corcym Academy offers online modules on this route', 'They do not replace hands-on training'],
      },
      ifuSlide('Perceval'),
    ],
  },
  {
    id: 'sutureless-avr-with-cabg',
    title: 'Sutureless aortic valve replacement combined with CABG',
    description:
      'An animated outline of how a sutureless Perceval valve fits into an operation that combines aortic valve replacement with coronary artery bypass grafting. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-04-15',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['perceval_platform'],
      approach: ['full_sternotomy'],
      procedure: ['aortic_valve_replacement_plus_cabg'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'Combined procedures',
        lines: [
          'Some patients need a new valve and bypass grafts',
          'Both are carried out in the same operation',
          'Operative time is an important consideration',
        ],
      },
      {
        heading: 'Where sutureless fits',
        lines: [
          'Perceval anchors without annular sutures',
          'This is intended to shorten the implantation step',
          'which may help limit cross-clamp and bypass times',
        ],
      },
      {
        heading: 'Planning the sequence',
        lines: [
          'The order of grafting and valve implantation',
          'is planned by the surgeon before the operation',
          'Myocardial protection follows the team’s protocol',
        ],
      },
      {
        heading: 'The valve step',
        lines: [
          'Excise, decalcify and size the annulus',
          'Place the three guiding sutures',
          'Collapse, lower and release the valve',
        ],
      },
      ifuSlide('Perceval'),
    ],
  },
  {
    id: 'sutureless-avr-with-mitral-valve-replacement',
    title: 'Sutureless aortic valve with mitral valve replacement',
    description:
      'An animated outline of double valve surgery in which a sutureless Perceval valve replaces the aortic valve and a separate prosthesis replaces the mitral valve. Silent; captions carry the text. For surgical teams; the Instructions for Use of each device remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-05-12',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['perceval_platform'],
      approach: ['full_sternotomy'],
      procedure: ['aortic_valve_replacement_plus_mitral_valve_replacement'],
      product: ['aortic', 'mitral'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'Double valve surgery',
        lines: [
          'Some patients need both valves replaced',
          'The aortic and mitral valves are treated together',
          'Exposure and sequence need careful planning',
        ],
      },
      {
        heading: 'Planning the sequence',
        lines: [
          'The order of the valve steps is set in advance',
          'Exposure of both valves is agreed with the team',
          'Each prosthesis is chosen for the patient',
        ],
      },
      {
        heading: 'The sutureless aortic step',
        lines: [
          'Perceval anchors without annular sutures',
          'Three guiding sutures help set its height',
          'This is intended to shorten the aortic step',
        ],
      },
      {
        heading: 'The mitral prosthesis',
        lines: [
          'Corcym offers mechanical and tissue mitral valves',
          'The choice is made by the team with the patient',
          'Each valve has its own Instructions for Use',
        ],
      },
      ifuSlide('each device'),
    ],
  },
  {
    id: 'perceval-sizing-and-preparation',
    title: 'Perceval: sizing and valve preparation',
    description:
      'An animated outline of the design of the Perceval sutureless valve, its four sizes and how it is prepared in the operating room. Silent; captions carry the text. For surgical and scrub teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-06-09',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['perceval_platform'],
      approach: [],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'Valve design',
        lines: [
          'Bovine pericardial leaflets, three-leaflet valve',
          'A self-expanding nitinol frame',
          'Held at two levels in the aortic root',
        ],
      },
      {
        heading: 'Four sizes',
        lines: [
          'Perceval comes in sizes S, M, L and XL',
          'The size is chosen with dedicated Perceval sizers',
          'Follow the sizing procedure in the IFU',
        ],
      },
      {
        heading: 'Why sizing matters',
        lines: [
          'Correct size and position support valve stability',
          'The literature discusses paravalvular leak',
          'and conduction disturbances in this context',
        ],
      },
      {
        heading: 'Preparation',
        lines: [
          'The valve is collapsed onto its holder',
          'in the operating room, just before implantation',
          'It re-expands when released in the annulus',
        ],
      },
      ifuSlide('Perceval'),
    ],
  },
  {
    id: 'sutureless-aortic-valves-explained',
    title: 'Sutureless aortic valves explained',
    description:
      'An animated outline, in plain language, of what a sutureless aortic valve is and how it differs from a conventionally sutured valve. Silent; captions carry the text. For patients, families and professionals alike; it is general information, not medical advice.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-07-07',
    audience: 'everyone',
    facets: {
      topic: ['product_information'],
      device: ['perceval_platform'],
      approach: [],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'What the aortic valve does',
        lines: ['It lets blood leave the heart towards the body', 'A narrowed or leaking valve may need replacing'],
      },
      {
        heading: 'A different way to anchor',
        lines: [
          'Conventional valves need 20 to 30 sutures',
          'A sutureless valve is held by a self-expanding frame',
          'No ring of anchoring sutures has to be tied',
        ],
      },
      {
        heading: 'Experience',
        lines: [
          'Perceval has been used since 2007',
          'in more than 75,000 patients',
          'It builds on over 30 years of research',
        ],
      },
      {
        heading: 'Tissue valves',
        lines: [
          'Tissue valves last up to about 20 years',
          'An anticoagulant is commonly given for the first',
          'three months after a tissue valve implant',
        ],
      },
      {
        heading: 'Where to find out more',
        lines: [
          'Patients: talk to your doctor about your options',
          'Professionals: the IFU supplied with the device',
          'is the reference',
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- Aortic: HAART and Carbomedics
  {
    id: 'haart-300-trileaflet-aortic-valve-repair',
    title: 'HAART 300: trileaflet aortic valve repair',
    description:
      'An animated outline of aortic valve repair with the HAART 300 geometric annuloplasty ring in a trileaflet valve: the ring, its placement and sizing. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'haart',
    published: '2025-08-04',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['haart'],
      approach: ['full_sternotomy'],
      procedure: ['aortic_valve_repair'],
      product: ['aortic'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Repairing, not replacing',
        lines: [
          'In some patients with aortic regurgitation',
          'the leaflets are preserved but the annulus dilated',
          'Repair keeps the patient’s own leaflets',
        ],
      },
      {
        heading: 'The ring',
        lines: [
          'A three-dimensional geometric annuloplasty ring',
          'Three posts sit below the commissures',
          'Shaped on the geometry of the normal aortic root',
        ],
      },
      {
        heading: 'Placement',
        lines: [
          'Placed inside the root, below the leaflets',
          'Secured with sutures passed through the annulus',
          'No external dissection of the whole root',
        ],
      },
      {
        heading: 'Sizing and repair plan',
        lines: [
          'The ring size is chosen with dedicated sizers',
          'Leaflet repair is planned on a known geometry',
          'Root or ascending aorta work is added if needed',
        ],
      },
      ifuSlide('HAART 300'),
    ],
  },
  {
    id: 'haart-200-bicuspid-aortic-valve-repair',
    title: 'HAART 200: a ring for bicuspid aortic valve repair',
    description:
      'An animated outline of the HAART 200 geometric annuloplasty ring, designed for repair of the bicuspid aortic valve, and of its role in a repair strategy. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'haart',
    published: '2025-09-01',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['haart'],
      approach: [],
      procedure: ['aortic_valve_repair'],
      product: ['aortic'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'The bicuspid valve',
        lines: [
          'The most common congenital heart valve abnormality',
          'Its regurgitation is often linked to a dilated annulus',
        ],
      },
      {
        heading: 'Ring design',
        lines: [
          'An internal geometric ring for the bicuspid valve',
          'Two posts, set opposite each other',
          'Guide towards a symmetric two-leaflet geometry',
        ],
      },
      {
        heading: 'Role in the repair',
        lines: [
          'Reduces and stabilises the annulus',
          'Used together with leaflet repair techniques',
          'chosen by the surgeon',
        ],
      },
      {
        heading: 'Sizing',
        lines: ['The ring size is chosen with dedicated sizers', 'following the Instructions for Use'],
      },
      ifuSlide('HAART 200'),
    ],
  },
  {
    id: 'carbomedics-top-hat-supra-annular-valve',
    title: 'Carbomedics Top Hat: a supra-annular mechanical valve',
    description:
      'An animated outline of the Carbomedics Top Hat bileaflet mechanical valve: its pyrolytic carbon construction, supra-annular position and rotation in place. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'aortic-solutions',
    subcategory: 'carbomedics',
    published: '2025-09-29',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['carbomedics_top_hat'],
      approach: [],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'A bileaflet mechanical valve',
        lines: [
          'Leaflets and housing in pyrolytic carbon',
          'Housing reinforced by a metal stiffening ring',
          'Set within a fabric sewing cuff',
        ],
      },
      {
        heading: 'Supra-annular position',
        lines: [
          'Top Hat sits above the annulus, not within it',
          'Designed to allow a larger valve in a given annulus',
          'Relevant for patients with a small aortic root',
        ],
      },
      {
        heading: 'Rotatable in place',
        lines: [
          'The valve can be rotated within its sewing cuff',
          'after it has been sutured',
          'with the dedicated instrument',
        ],
      },
      {
        heading: 'Planning the prosthesis',
        lines: ['Planning the choice before the operation', 'helps prevent prosthesis–patient mismatch'],
      },
      {
        heading: 'Anticoagulation',
        lines: [
          'Mechanical valves are designed for durability',
          'They require lifelong anticoagulation',
          'with regular monitoring',
        ],
      },
      ifuSlide('the valve'),
    ],
  },
  // ---------------------------------------------------------------- Aortic: perspectives and webinars
  {
    id: 'patient-perspective-aortic-valve-replacement',
    title: 'Patient perspective: aortic valve replacement',
    description:
      'An animated outline of questions patients commonly ask before and after aortic valve replacement, and of what recovery generally involves. It features no real patients or personal stories. Silent; captions carry the text.',
    category: 'aortic-solutions',
    subcategory: 'patients',
    published: '2025-10-20',
    audience: 'patients',
    facets: {
      topic: ['patient_testimonial'],
      device: ['perceval_platform'],
      approach: [],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Questions patients often ask',
        lines: [
          'Why does my valve need replacing?',
          'Which type of valve is right for me?',
          'How long will I stay in hospital?',
        ],
      },
      {
        heading: 'About the operation',
        lines: [
          'The operation lasts at least two hours',
          'It is carried out under general anaesthesia',
          'Your team explains the approach planned for you',
        ],
      },
      {
        heading: 'Tissue and mechanical valves',
        lines: [
          'Tissue valves last up to about 20 years',
          'An anticoagulant is commonly given for the first',
          'three months after a tissue valve implant',
          'Mechanical valves need lifelong anticoagulation',
        ],
      },
      {
        heading: 'Recovery',
        lines: [
          'Recovery starts in hospital and continues at home',
          'Many people take part in cardiac rehabilitation',
          'Follow-up visits check how the valve is working',
        ],
      },
      talkToYourDoctor,
    ],
  },
  {
    id: 'surgeon-perspective-sutureless-avr',
    title: 'Surgeon perspective: choosing a sutureless valve',
    description:
      'An animated outline of considerations that surgeons commonly weigh when deciding whether a sutureless aortic valve suits a patient, as reported in the general surgical literature. It features no real surgeons or quotes. Silent; captions carry the text.',
    category: 'aortic-solutions',
    subcategory: 'perceval',
    published: '2025-11-17',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgeon_testimonial'],
      device: ['perceval_platform'],
      approach: ['full_sternotomy', 'mini_sternotomy', 'right_mini_thoracotomy'],
      procedure: ['aortic_valve_replacement', 'aortic_valve_replacement_plus_cabg'],
      product: ['aortic'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'Common considerations',
        lines: [
          'Patient age, anatomy and associated conditions',
          'Whether other procedures are needed at once',
          'The planned surgical approach',
        ],
      },
      {
        heading: 'Operative time',
        lines: [
          'Sutureless anchoring removes annular knot tying',
          'This may help limit cross-clamp and bypass times',
          'Often discussed for older patients',
          'and for combined procedures',
        ],
      },
      {
        heading: 'Smaller incisions',
        lines: [
          'A mini-sternotomy or right mini-thoracotomy',
          'offers a narrower working field',
          'where fewer knots to tie can help',
        ],
      },
      {
        heading: 'Anatomy and sizing',
        lines: [
          'The annulus and root are assessed before surgery',
          'Correct sizing and positioning are essential',
          'The literature discusses paravalvular leak',
          'and conduction disturbances',
        ],
      },
      {
        heading: 'Team and training',
        lines: ['Surgeons are trained before their first implants', 'The whole team follows the same workflow'],
      },
      ifuSlide('Perceval'),
    ],
  },
  {
    id: 'surgeon-perspective-aortic-valve-repair',
    title: 'Surgeon perspective: repairing or replacing the aortic valve',
    description:
      'An animated outline of considerations that surgeons commonly weigh when choosing between repair and replacement of a regurgitant aortic valve, as described in the general surgical literature and guidelines. It features no real surgeons or quotes. Silent; captions carry the text.',
    category: 'aortic-solutions',
    subcategory: 'haart',
    published: '2025-12-08',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgeon_testimonial'],
      device: ['haart'],
      approach: [],
      procedure: ['aortic_valve_repair', 'aortic_valve_replacement'],
      product: ['aortic'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Common considerations',
        lines: [
          'The anatomy of the leaflets and of the root',
          'Whether the leaflets can be preserved',
          'The patient’s age, condition and preferences',
        ],
      },
      {
        heading: 'Why annular stability matters',
        lines: [
          'Annular dilatation is a recognised cause',
          'of aortic valve repair failure',
          'Annuloplasty aims to stabilise the annulus',
        ],
      },
      {
        heading: 'Guidelines',
        lines: [
          'Guidelines recognise aortic valve repair',
          'as an option for selected patients',
          'with aortic regurgitation',
          'when performed in experienced centres',
        ],
      },
      {
        heading: 'A team decision',
        lines: ['The choice rests with the surgical team', 'and is discussed with the patient'],
      },
      ifuSlide('each device'),
    ],
  },
  {
    id: 'webinar-outline-minimally-invasive-avr',
    title: 'Webinar outline: minimally invasive aortic valve replacement',
    description:
      'The agenda of an educational webinar on minimally invasive aortic valve replacement, presented as an animated outline of its sessions. It names no speakers and contains no recorded talks. Silent; captions carry the text.',
    category: 'aortic-solutions',
    subcategory: 'webinars',
    published: '2026-01-19',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['webinar'],
      device: ['perceval_platform'],
      approach: ['mini_sternotomy', 'right_mini_thoracotomy', 'trans_axillary'],
      procedure: ['aortic_valve_replacement'],
      product: ['aortic', 'minimally_invasive_instruments'],
      product_feature: ['sutureless'],
    },
    slides: [
      {
        heading: 'Session 1: choosing the access',
        lines: [
          'Mini-sternotomy, right mini-thoracotomy',
          'and the transaxillary route',
          'The role of preoperative CT imaging',
        ],
      },
      {
        heading: 'Session 2: exposure',
        lines: ['Retractors, soft-tissue protection and clamps', 'Knot tying and suture management at depth'],
      },
      {
        heading: 'Session 3: implantation',
        lines: ['Sizing in a narrow working field', 'Sutureless implantation with guiding sutures'],
      },
      {
        heading: 'Session 4: the team',
        lines: ['Roles of anaesthesia, perfusion and nursing', 'Building a minimally invasive programme'],
      },
      {
        heading: 'Session 5: discussion',
        lines: ['Questions from participants', 'Pointers to Corcym Academy training'],
      },
      ifuSlide('each device'),
    ],
  },
  // ---------------------------------------------------------------- Mitral
  {
    id: 'memo-4d-design-and-sizing',
    title: 'Memo 4D: design and sizing',
    description:
      'An animated outline of the Memo 4D semi-rigid mitral annuloplasty ring: its design principles, construction and sizes. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'mitral-solutions',
    subcategory: 'memo-4d',
    published: '2025-01-27',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['memo_platform'],
      approach: [],
      procedure: ['mitral_valve_repair'],
      product: ['mitral'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'The Memo family',
        lines: [
          'Memo 4D builds on the Memo 3D ring',
          'It adds the dimension of time to a 3D design',
          'following the annulus through the cardiac cycle',
        ],
      },
      {
        heading: 'A semi-rigid, complete ring',
        lines: [
          'Supports the whole circumference of the annulus',
          'Remodelling support with the ability to move',
          'A saddle-shaped profile',
        ],
      },
      {
        heading: 'Construction',
        lines: ['A superelastic metal alloy core in silicone', 'Covered with Carbofilm-coated knitted fabric'],
      },
      {
        heading: 'Sizes',
        lines: [
          'Ring sizes 34 to 42',
          'Chosen during surgery with dedicated sizers',
          'The full range available varies by country',
        ],
      },
      ifuSlide('Memo 4D'),
    ],
  },
  {
    id: 'memo-4d-mitral-valve-repair-steps',
    title: 'Mitral valve repair with Memo 4D: step outline',
    description:
      'An animated outline of the main steps of mitral valve repair with annuloplasty using the Memo 4D ring through a full sternotomy. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'mitral-solutions',
    subcategory: 'memo-4d',
    published: '2025-03-03',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['memo_platform'],
      approach: ['full_sternotomy'],
      procedure: ['mitral_valve_repair'],
      product: ['mitral'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Goals of the repair',
        lines: [
          'Restore coaptation of the leaflets',
          'Stabilise and remodel the annulus',
          'Preserve the patient’s own valve',
        ],
      },
      {
        heading: 'Assessing the valve',
        lines: [
          'The valve is inspected through the left atrium',
          'Leaflet and chordal lesions are identified',
          'The repair plan is confirmed',
        ],
      },
      {
        heading: 'Leaflet and chordal work',
        lines: ['Leaflet or chordal techniques as planned', 'chosen by the operating surgeon'],
      },
      {
        heading: 'Annuloplasty',
        lines: [
          'Sutures are placed around the annulus',
          'The ring size is chosen with dedicated sizers',
          'The ring is lowered and the sutures are tied',
        ],
      },
      {
        heading: 'Testing the repair',
        lines: ['The valve is tested for competence', 'before the atrium is closed'],
      },
      ifuSlide('Memo 4D'),
    ],
  },
  {
    id: 'memo-3d-rechord-neochordae',
    title: 'Memo 3D ReChord: setting neochordae through a small incision',
    description:
      'An animated outline of mitral valve repair with the Memo 3D ReChord ring, whose chordal guiding system helps the surgeon measure and set neochordal length, through a right mini-thoracotomy. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'mitral-solutions',
    subcategory: 'memo-3d-rechord',
    published: '2025-04-28',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['memo_platform'],
      approach: ['right_mini_thoracotomy', 'endoscopic'],
      procedure: ['mitral_valve_repair'],
      product: ['mitral'],
      product_feature: ['rechord_system'],
    },
    slides: [
      {
        heading: 'The challenge',
        lines: [
          'Neochordae are an established repair technique',
          'Setting the length of each can be demanding',
          'especially through a small incision',
        ],
      },
      {
        heading: 'The ReChord system',
        lines: [
          'Thread loops along the posterior curve of the ring',
          'A temporary reference at the level of the annulus',
          'Fully removable once the neochordae are set',
        ],
      },
      {
        heading: 'Access',
        lines: [
          'A right mini-thoracotomy, with endoscopic vision',
          'if the team prefers',
          'An atrial retractor exposes the mitral valve',
        ],
      },
      {
        heading: 'Ring and reference',
        lines: [
          'The ring is sized with dedicated sizers',
          'and secured to the annulus',
          'Its ReChord loops give a reference at annulus level',
        ],
      },
      {
        heading: 'Setting the neochordae',
        lines: [
          'Each neochorda is measured against the reference',
          'then set and fixed at the planned length',
          'The ReChord loops are then fully removed',
        ],
      },
      ifuSlide('Memo 3D ReChord'),
    ],
  },
  {
    id: 'sovering-ring-and-band-mitral-repair',
    title: 'Sovering: ring and band for mitral repair',
    description:
      'An animated outline of the Sovering annuloplasty family for mitral valve repair and of the choice between its complete ring and open band. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'mitral-solutions',
    subcategory: 'sovering',
    published: '2025-06-23',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['sovering'],
      approach: [],
      procedure: ['mitral_valve_repair'],
      product: ['mitral'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'One family, two configurations',
        lines: ['A complete ring and an open band', 'matched to the anatomy and the repair strategy'],
      },
      {
        heading: 'The ring',
        lines: ['A closed configuration', 'Supports the whole circumference of the annulus'],
      },
      {
        heading: 'The band',
        lines: [
          'An open configuration',
          'Supports part of the annulus,',
          'such as the posterior annulus,',
          'where dilatation mainly occurs',
        ],
      },
      {
        heading: 'Purpose',
        lines: [
          'Reduce the annulus to an appropriate size',
          'Stabilise the repair',
          'Following the annuloplasty principles of Carpentier',
        ],
      },
      ifuSlide('Sovering'),
    ],
  },
  {
    id: 'surgeon-perspective-minimally-invasive-mitral-repair',
    title: 'Surgeon perspective: minimally invasive mitral repair',
    description:
      'An animated outline of considerations that surgeons commonly weigh when planning mitral valve repair through a right mini-thoracotomy or with endoscopic vision, as described in the general surgical literature. It features no real surgeons or quotes. Silent; captions carry the text.',
    category: 'mitral-solutions',
    subcategory: 'memo-3d-rechord',
    published: '2025-08-25',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgeon_testimonial'],
      device: ['memo_platform'],
      approach: ['right_mini_thoracotomy', 'endoscopic'],
      procedure: ['mitral_valve_repair'],
      product: ['mitral', 'minimally_invasive_instruments'],
      product_feature: ['rechord_system'],
    },
    slides: [
      {
        heading: 'Common considerations',
        lines: [
          'The lesion and the likelihood of a lasting repair',
          'The patient’s anatomy and general condition',
          'The team’s experience with the approach',
        ],
      },
      {
        heading: 'Access and vision',
        lines: [
          'A right mini-thoracotomy leaves the sternum intact',
          'Endoscopic vision can support a smaller incision',
          'Exposure of the valve is planned in advance',
        ],
      },
      {
        heading: 'Neochordal length',
        lines: ['Setting neochordal length is a demanding step', 'A shared reference can help keep it consistent'],
      },
      {
        heading: 'Choosing a ring',
        lines: ['Shape, rigidity and size are all weighed', 'Saddle-shaped rings follow annular geometry'],
      },
      {
        heading: 'Learning curve',
        lines: ['The literature describes a learning curve', 'Structured training and proctoring are common'],
      },
      ifuSlide('each device'),
    ],
  },
  {
    id: 'webinar-outline-endoscopic-mitral-repair',
    title: 'Webinar outline: endoscopic mitral valve repair',
    description:
      'The agenda of an educational webinar on mitral valve repair with endoscopic vision through a right mini-thoracotomy, presented as an animated outline of its sessions. It names no speakers and contains no recorded talks. Silent; captions carry the text.',
    category: 'mitral-solutions',
    subcategory: 'webinars',
    published: '2026-02-16',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['webinar'],
      device: ['memo_platform'],
      approach: ['endoscopic', 'right_mini_thoracotomy'],
      procedure: ['mitral_valve_repair'],
      product: ['mitral', 'minimally_invasive_instruments'],
      product_feature: ['rechord_system'],
    },
    slides: [
      {
        heading: 'Session 1: patient selection',
        lines: ['Which lesions suit an endoscopic repair', 'Preoperative imaging and planning'],
      },
      {
        heading: 'Session 2: set-up and access',
        lines: ['Positioning, incision and endoscopic vision', 'Exposure with rib and atrial retractors'],
      },
      {
        heading: 'Session 3: repair techniques',
        lines: ['Leaflet and chordal techniques', 'Measuring neochordae with the ReChord system'],
      },
      {
        heading: 'Session 4: annuloplasty',
        lines: ['Ring sizing and implantation', 'Testing the repair'],
      },
      {
        heading: 'Session 5: discussion',
        lines: ['Questions from participants', 'Pointers to Corcym Academy training'],
      },
      ifuSlide('each device'),
    ],
  },
  {
    id: 'patient-perspective-mitral-valve-repair',
    title: 'Patient perspective: mitral valve repair',
    description:
      'An animated outline of questions patients commonly ask before and after mitral valve repair, and of what recovery generally involves. It features no real patients or personal stories. Silent; captions carry the text.',
    category: 'mitral-solutions',
    subcategory: 'patients',
    published: '2026-03-16',
    audience: 'patients',
    facets: {
      topic: ['patient_testimonial'],
      device: ['memo_platform'],
      approach: [],
      procedure: ['mitral_valve_repair'],
      product: ['mitral'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Questions patients often ask',
        lines: [
          'What is wrong with my mitral valve?',
          'Can my own valve be repaired?',
          'What does an annuloplasty ring do?',
        ],
      },
      {
        heading: 'Repair explained',
        lines: [
          'Repair aims to keep your own valve',
          'A ring may support the base of the valve',
          'Your surgeon explains what is planned for you',
        ],
      },
      {
        heading: 'About the operation',
        lines: [
          'The operation lasts at least two hours',
          'Some patients have it through a small incision',
          'Your team explains the approach chosen for you',
        ],
      },
      {
        heading: 'Recovery',
        lines: [
          'Recovery starts in hospital and continues at home',
          'Rehabilitation helps you regain your strength',
          'Follow-up visits check how the valve is working',
        ],
      },
      talkToYourDoctor,
    ],
  },
  // ---------------------------------------------------------------- Tricuspid
  {
    id: 'sovering-tricuspid-band-repair-steps',
    title: 'Tricuspid valve repair with the Sovering band',
    description:
      'An animated outline of the main steps of tricuspid valve annuloplasty with the Sovering band. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'tricuspid-solutions',
    subcategory: 'sovering-tricuspid-band',
    published: '2025-05-26',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['surgical_procedure'],
      device: ['sovering_tricuspid_band'],
      approach: ['full_sternotomy'],
      procedure: ['tricuspid_valve_repair'],
      product: ['tricuspid'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Why repair the tricuspid valve',
        lines: [
          'Annular dilatation is a common mechanism',
          'of tricuspid regurgitation',
          'Annuloplasty reduces and stabilises the annulus',
        ],
      },
      {
        heading: 'The band',
        lines: [
          'The open configuration of the Sovering family',
          'Supports part of the annulus',
          'Its size is chosen as described in the IFU',
        ],
      },
      {
        heading: 'Outline of the steps',
        lines: [
          'The tricuspid valve is exposed and assessed',
          'Sutures are placed along the annulus',
          'The band is lowered and the sutures are tied',
        ],
      },
      {
        heading: 'Checking the result',
        lines: ['The repair is checked before closure', 'by the method the team normally uses'],
      },
      ifuSlide('Sovering'),
    ],
  },
  {
    id: 'sovering-band-tricuspid-repair-with-mitral-surgery',
    title: 'Sovering in combined mitral and tricuspid repair',
    description:
      'An animated outline of how the Sovering family supports both valves when tricuspid repair is carried out during the same operation as mitral repair. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'tricuspid-solutions',
    subcategory: 'sovering-tricuspid-band',
    published: '2025-10-06',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: ['sovering', 'sovering_tricuspid_band'],
      approach: [],
      procedure: ['mitral_valve_repair', 'tricuspid_valve_repair'],
      product: ['mitral', 'tricuspid'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Two valves, one family',
        lines: ['A Sovering ring or band for the mitral valve', 'A Sovering band for the tricuspid valve'],
      },
      {
        heading: 'Concomitant repair',
        lines: [
          'Tricuspid repair is sometimes carried out',
          'during the same operation as mitral surgery',
          'The decision follows current guidelines',
        ],
      },
      {
        heading: 'Shared principles',
        lines: ['Annular dilatation is common to both valves', 'Annuloplasty reduces and stabilises the annulus'],
      },
      {
        heading: 'Choosing the configuration',
        lines: [
          'A ring or a band for the mitral annulus',
          'A band for the tricuspid annulus',
          'Sizes available vary by country; see the IFU',
        ],
      },
      ifuSlide('Sovering'),
    ],
  },
  // ---------------------------------------------------------------- Minimally invasive instruments
  {
    id: 'exposure-instruments-right-mini-thoracotomy',
    title: 'Exposure instruments for right mini-thoracotomy',
    description:
      'An animated outline of the miami instruments that create and hold exposure in a right mini-thoracotomy: the Intercostal Retractor System, Cuff and the Atrial Lift System. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'minimally-invasive-instruments',
    subcategory: 'instruments',
    published: '2025-07-21',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: [],
      approach: ['right_mini_thoracotomy'],
      procedure: ['aortic_valve_replacement', 'mitral_valve_repair'],
      product: ['minimally_invasive_instruments'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Working between the ribs',
        lines: ['A right mini-thoracotomy leaves the sternum intact', 'Good exposure depends on the instruments used'],
      },
      {
        heading: 'Intercostal Retractor System',
        lines: [
          'Spreads and holds the intercostal space open',
          'Keeps the access open without being held by hand',
          'Leaves room for the other instruments',
        ],
      },
      {
        heading: 'Cuff',
        lines: [
          'A soft-tissue protector and retractor',
          'Lines the incision and protects the wound edges',
          'Holds the soft tissue back',
        ],
      },
      {
        heading: 'Atrial Lift System',
        lines: [
          'Lifts and holds the left atrial wall',
          'Opens a view onto the mitral valve',
          'Keeps the surgeon’s hands free for the repair',
        ],
      },
      ifuSlide('each instrument'),
    ],
  },
  {
    id: 'detach-transthoracic-aortic-clamp',
    title: 'Detach: a transthoracic aortic cross-clamp',
    description:
      'An animated outline of the Detach transthoracic aortic cross-clamp for minimally invasive cardiac surgery, its detachable jaws and its three jaw lengths. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'minimally-invasive-instruments',
    subcategory: 'instruments',
    published: '2026-04-13',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: [],
      approach: ['right_mini_thoracotomy', 'mini_sternotomy'],
      procedure: ['aortic_valve_replacement', 'mitral_valve_repair'],
      product: ['minimally_invasive_instruments'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'Cross-clamping at a distance',
        lines: [
          'Detach reaches the ascending aorta',
          'through the chest wall',
          'so it need not share the main working incision',
        ],
      },
      {
        heading: 'Detachable jaws',
        lines: ['The jaws detach as described in the IFU', 'to keep the operative field uncluttered'],
      },
      {
        heading: 'Three jaw lengths',
        lines: ['55, 65 and 85 mm', 'Chosen for the patient’s anatomy and the access'],
      },
      {
        heading: 'Before each use',
        lines: [
          'Inspect the clamp and the jaws',
          'Do not use any part that appears damaged',
          'Check the labelling for reuse or single use',
        ],
      },
      ifuSlide('Detach'),
    ],
  },
  {
    id: 'knot-tying-and-suture-management',
    title: 'Knot tying and suture management through small incisions',
    description:
      'An animated outline of the miami instruments that help tie and organise sutures in minimally invasive valve surgery: Knot Pusher, Tie, Suture Belt and Collar. Silent; captions carry the text. For surgical teams; the Instructions for Use remain the reference.',
    category: 'minimally-invasive-instruments',
    subcategory: 'instruments',
    published: '2026-06-08',
    audience: 'healthcare-professionals',
    facets: {
      topic: ['product_information'],
      device: [],
      approach: ['right_mini_thoracotomy', 'mini_sternotomy'],
      procedure: ['aortic_valve_replacement', 'mitral_valve_repair'],
      product: ['minimally_invasive_instruments'],
      product_feature: [],
    },
    slides: [
      {
        heading: 'The challenge',
        lines: [
          'The valve lies deep below a small incision',
          'often beyond the reach of the surgeon’s fingers',
          'Many sutures must be kept in order',
        ],
      },
      {
        heading: 'Knot Pusher',
        lines: ['Carries each throw of a knot down to the tissue', 'and seats it where the surgeon places it'],
      },
      {
        heading: 'Tie',
        lines: ['A knot-tying aid', 'Helps secure sutures at sites hard to reach by hand'],
      },
      {
        heading: 'Suture Belt and Collar',
        lines: [
          'Keep sutures separated and in order',
          'around the edge of the incision',
          'leaving the access itself clear',
        ],
      },
      ifuSlide('each instrument'),
    ],
  },
];
