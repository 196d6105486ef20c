import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/contact-us',
  title: 'Contact us',
  description:
    'How to reach the right Corcym team for general questions, orders, product safety, privacy, partnering, the Academy and press enquiries.',
  eyebrow: 'Company',
  lead: 'Writing to the right team is the quickest way to get an answer. Use the addresses below for your topic; if you are not sure where your question belongs, write to our general address and we will pass it on.',
  tags: 'contact, contact us, email, address, customer service, product safety, adverse event, privacy, partnering, academy, press, media, Saluggia, Burnaby, contatti, contactez-nous, kontakt',
  blocks: [
    {
      type: 'callout',
      tone: 'warning',
      title: 'Not for urgent medical questions',
      text: 'We cannot give medical advice or respond to emergencies. If you have a question about your health or your heart valve, please contact your doctor. In an emergency, call your local emergency services.',
    },
    { type: 'h2', text: 'Find the right team' },
    {
      type: 'table',
      caption: 'Corcym contact addresses by topic',
      columns: ['Topic', 'What to write about', 'Contact'],
      rows: [
        ['General', 'Questions about Corcym and anything not listed here', '[info@corcym.com](mailto:info@corcym.com)'],
        [
          'Customer service',
          'Orders, returns, product availability, patient implant cards',
          '[customerservice@corcym.com](mailto:customerservice@corcym.com)',
        ],
        [
          'Product safety',
          'Complaints, malfunctions, adverse events involving a Corcym device',
          '[productsafety@corcym.com](mailto:productsafety@corcym.com)',
        ],
        [
          'Privacy',
          'Requests about your personal data and data protection questions',
          '[privacy@corcym.com](mailto:privacy@corcym.com)',
        ],
        [
          'Partnering',
          'Research, business development and contract manufacturing partnerships',
          '[partnering@corcym.com](mailto:partnering@corcym.com)',
        ],
        [
          'Investigator initiated research',
          'Proposals for independent clinical or scientific studies',
          '[research@corcym.com](mailto:research@corcym.com)',
        ],
        [
          'Donations and grants',
          'Requests for educational grants and charitable donations',
          '[grants@corcym.com](mailto:grants@corcym.com)',
        ],
        [
          'Academy',
          'Surgical training, courses and educational programmes',
          '[academy@corcym.com](mailto:academy@corcym.com)',
        ],
        ['Press and media', 'Journalist enquiries and interview requests', '[info@corcym.com](mailto:info@corcym.com)'],
      ],
    },
    {
      type: 'p',
      text: 'More information on each topic is available on the pages for [customer service](/customer-service), [product safety](/product-safety), [privacy](/privacy), [partnering](/partner-with-us), [investigator initiated research](/research), [donations and grants](/donations-and-grants) and [education](/education).',
    },
    { type: 'h2', text: 'Helping us respond' },
    {
      type: 'list',
      items: [
        'Tell us your country and, if you are a healthcare professional, your hospital or institution, so we can route your message to the right local team.',
        'For questions about a specific device, include the product name and, if available, the model, size and lot or serial number.',
        'Journalists are asked to include the name of their publication and any deadline.',
        'Please do not send more personal or health information than your question needs. If a product safety report requires patient details, our team will ask for them.',
      ],
    },
    { type: 'h2', text: 'Our companies' },
    {
      type: 'p',
      text: 'Corcym manufactures its devices at two sites. The legal manufacturer for each device is shown on its labelling and in its [instructions for use](/ifu).',
    },
    {
      type: 'contact',
      title: 'Corcym S.r.l.',
      lines: ['Via Crescentino s.n.', '13040 Saluggia (VC)', 'Italy', '[info@corcym.com](mailto:info@corcym.com)'],
    },
    {
      type: 'contact',
      title: 'Corcym Canada Corp.',
      lines: ['5005 North Fraser Way', 'Burnaby, BC V5J 5M1', 'Canada', '[info@corcym.com](mailto:info@corcym.com)'],
    },
    { type: 'h2', text: 'Working at Corcym' },
    {
      type: 'p',
      text: 'For job opportunities and applications, please visit our [careers site](/careers) rather than writing to the addresses above.',
    },
  ],
};

export default page;
