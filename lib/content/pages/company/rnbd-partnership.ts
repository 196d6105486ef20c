import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/rnbd-partnership',
  title: 'Research and new business development partnerships',
  description:
    'Partner with Corcym on structural heart technologies, tissue engineering, surgical instruments and digital tools: what to propose and how it works.',
  eyebrow: 'Partnering',
  lead: 'Corcym looks for innovators, companies and research groups whose ideas could improve the surgical treatment of heart valve disease. Whether you have an early concept or a product close to market, we would like to hear how we could develop it together.',
  tags: 'research partnership, R&D collaboration, new business development, NBD, licensing, co-development, acquisition, start-up, innovation, structural heart technology, tissue engineering, surgical instruments, digital health, NDA, ricerca e sviluppo, recherche et développement',
  blocks: [
    { type: 'h2', text: 'Areas of interest' },
    {
      type: 'cards',
      items: [
        {
          title: 'Structural heart technologies',
          text: 'New or improved approaches to replacing and repairing the aortic and mitral valves, including valve designs, materials, repair devices and delivery methods that make surgery simpler or less invasive.',
        },
        {
          title: 'Tissue engineering',
          text: 'Biological tissue treatments, biomaterials and engineered tissues that could improve the durability and performance of tissue valves and repair devices.',
        },
        {
          title: 'Surgical instruments',
          text: 'Instruments and accessories that help surgeons perform valve procedures through smaller incisions, more reproducibly or in less time.',
        },
        {
          title: 'Digital tools',
          text: 'Software, imaging and planning tools, data and training solutions that support patient selection, procedure planning, surgical education or follow-up.',
        },
      ],
    },
    { type: 'h2', text: 'Forms of collaboration' },
    {
      type: 'p',
      text: 'Each partnership is shaped to the technology and the partners involved. Possible arrangements include joint research or co-development projects, licensing of technology or intellectual property, supply and distribution agreements, and investment in or acquisition of products and businesses.',
    },
    { type: 'h2', text: 'What a good proposal contains' },
    {
      type: 'p',
      text: 'A first proposal should be short and non-confidential. It helps us assess fit quickly if it covers:',
    },
    {
      type: 'list',
      items: [
        '**The clinical need.** Which patients and which procedure the idea addresses, and what problem it solves for surgeons or patients.',
        '**The solution.** A description of the technology or product at a level that does not disclose confidential details.',
        '**Stage of development.** Concept, prototype, bench or preclinical testing, clinical experience or market approval.',
        '**Intellectual property.** Whether patents have been filed or granted and who owns them, in general terms.',
        '**The team.** Who is behind the project and what expertise they bring.',
        '**What you are looking for.** The kind of partnership, support or resources you hope Corcym could provide.',
      ],
    },
    { type: 'h2', text: 'The process' },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Initial contact.** Send your non-confidential summary to [partnering@corcym.com](mailto:partnering@corcym.com).',
        '**First screening.** Our business development team assesses fit with our strategy and areas of interest and replies to let you know whether we would like to continue.',
        '**Introductory discussion.** If there is interest, we meet to understand the opportunity and to explain how Corcym could contribute.',
        '**Confidentiality agreement.** A mutual non-disclosure agreement is put in place before confidential information is shared.',
        '**Detailed evaluation.** Technical, clinical, regulatory, intellectual property and commercial experts review the opportunity, which may include testing, site visits or surgeon input.',
        '**Agreement.** If both sides wish to proceed, we negotiate the terms of the collaboration and start the joint work plan.',
      ],
    },
    { type: 'h2', text: 'Confidentiality' },
    {
      type: 'p',
      text: 'Protecting your ideas matters to us as much as protecting our own. Please do not send confidential or proprietary information, such as unpublished technical details, drawings or data, until a non-disclosure agreement has been signed by both parties. Information you send before then may be treated as non-confidential. Receiving a proposal does not oblige either party to enter into any agreement.',
    },
    {
      type: 'callout',
      tone: 'info',
      text: 'Looking for a manufacturing partner instead? See [contract development and manufacturing](/cdmo-partnership). For an overview of all partnering routes, visit [Partner with us](/partner-with-us).',
    },
  ],
};

export default page;
