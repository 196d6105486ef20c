import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/cdmo-partnership',
  title: 'Contract development and manufacturing',
  description:
    'Corcym CDMO services: pyrolytic carbon, biological tissue processing and sterile medical device manufacturing under an ISO 13485 quality system.',
  eyebrow: 'Partnering',
  lead: 'Corcym offers selected medical device companies access to the capabilities we use to make our own heart valves and repair devices. As a contract development and manufacturing organisation (CDMO) partner, we can help take a product from design transfer to routine production.',
  tags: 'CDMO, contract manufacturing, contract development, OEM, outsourcing, pyrolytic carbon, pyrocarbon, biological tissue processing, pericardium, sterile device manufacturing, ISO 13485, design transfer, regulatory support, Saluggia, Burnaby, produzione conto terzi, sous-traitance',
  blocks: [
    { type: 'h2', text: 'Why work with Corcym' },
    {
      type: 'p',
      text: 'Corcym is focused entirely on structural heart surgery and manufactures implantable devices at its sites in Saluggia, Italy, and Burnaby, British Columbia, Canada. Our manufacturing know-how descends from the heart valve business of Sorin, later part of LivaNova, and has supported the production of mechanical and tissue heart valves, annuloplasty rings and surgical instruments. Partners benefit from experience with devices that must meet demanding quality and safety requirements.',
    },
    { type: 'h2', text: 'Capabilities' },
    {
      type: 'cards',
      items: [
        {
          title: 'Pyrolytic carbon',
          text: 'Experience with pyrolytic carbon, the material used in our Bicarbon and Carbomedics mechanical heart valves, for producing carbon components of implantable devices.',
        },
        {
          title: 'Biological tissue processing',
          text: 'Selection, treatment and handling of biological tissue for implantable devices, based on the processes we use for our own tissue valves.',
        },
        {
          title: 'Sterile device manufacturing',
          text: 'Assembly, inspection, packaging and sterile supply of medical devices in controlled environments, with full traceability.',
        },
        {
          title: 'Quality system',
          text: 'Manufacturing under a quality management system that follows ISO 13485, the international standard for medical device quality management.',
        },
      ],
    },
    { type: 'h2', text: 'Services' },
    {
      type: 'list',
      items: [
        '**Development support.** Engineering input on materials, design for manufacture, prototyping and verification testing.',
        '**Design transfer.** Transfer of a product or process into production, including process development, validation and documentation.',
        '**Manufacturing.** Production of components, sub-assemblies or finished devices, from clinical supply to routine commercial volumes, depending on the project.',
        '**Regulatory support.** Manufacturing and quality documentation to support your technical file and submissions to notified bodies and regulatory authorities, and cooperation during audits.',
        '**Supply chain and quality.** Supplier management, incoming inspection, release testing and traceability under our quality system.',
      ],
    },
    {
      type: 'p',
      text: 'The scope of each engagement, and which site is best suited to it, is agreed project by project after a feasibility assessment.',
    },
    { type: 'h2', text: 'How to engage' },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Enquiry.** Write to [partnering@corcym.com](mailto:partnering@corcym.com) with a non-confidential outline of your product, the services you need, the expected stage and timing, and your regulatory pathway.',
        '**Initial discussion.** We discuss your needs and whether they match our capabilities and capacity.',
        '**Non-disclosure agreement.** A confidentiality agreement is signed before technical details, drawings or specifications are exchanged.',
        '**Feasibility and proposal.** Our technical and quality teams review your requirements and, where feasible, we prepare a proposal covering scope, responsibilities and plan.',
        '**Agreements.** A supply or development agreement and a quality agreement define each party’s responsibilities before work starts.',
        '**Transfer and production.** The project moves through design transfer, validation and into production, with regular reviews between the teams.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Interested in a research or co-development collaboration rather than contract manufacturing? See [R&D and business development partnerships](/rnbd-partnership) or the overview on [Partner with us](/partner-with-us).',
    },
  ],
};

export default page;
