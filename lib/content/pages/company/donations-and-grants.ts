import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/donations-and-grants',
  title: 'Donations and grants',
  description:
    'Corcym’s policy on educational grants and charitable donations: eligible purposes, exclusions, how to apply and how requests are reviewed.',
  eyebrow: 'Company',
  lead: 'Corcym supports independent medical education, patient organisations and charitable causes connected with heart health. We do so through a documented process that keeps our support separate from commercial decisions and consistent with the industry codes we follow.',
  tags: 'donations, grants, educational grants, charitable donations, sponsorship, medical education, patient organisations, funding request, grant application, MedTech Europe, transparency, donazioni, contributi, dons, subventions',
  blocks: [
    { type: 'h2', text: 'Our policy' },
    {
      type: 'p',
      text: 'Grants and donations are given to support a legitimate educational, scientific or charitable purpose. They are never offered or awarded as a reward for, or an inducement to, the purchase, use or recommendation of Corcym products. Requests are assessed by people who are independent of our sales organisation, and every award is documented in a written agreement.',
    },
    {
      type: 'p',
      text: 'Grants and donations are made to organisations, such as hospitals, universities, medical societies, patient organisations and registered charities, and not to individual healthcare professionals. The recipient remains responsible for the content and delivery of the activity we support.',
    },
    { type: 'h2', text: 'What we may support' },
    {
      type: 'list',
      items: [
        '**Medical education.** Independent congresses, courses and training programmes for healthcare professionals in cardiac surgery, cardiology and related fields, organised by a third party that controls the programme and selects faculty and participants.',
        '**Scientific activities.** Educational projects, scientific meetings and the dissemination of knowledge in structural heart disease. Research studies are handled separately through our [investigator initiated research](/research) process.',
        '**Patient organisations.** Projects that inform and support patients with heart valve disease and their families, provided the organisation keeps its independence.',
        '**Charitable causes.** Donations for charitable purposes, for example supporting healthcare in communities with limited access to care.',
      ],
    },
    { type: 'h2', text: 'What we do not fund' },
    {
      type: 'list',
      items: [
        'requests from or for individual healthcare professionals, including personal travel, registration or accommodation;',
        'activities linked to, or conditional on, the purchase or use of our products;',
        'entertainment, leisure or social programmes, or hospitality that is more than modest and secondary to the educational purpose;',
        'political parties, candidates or campaigns, and religious activities;',
        'general operating costs of an organisation where there is no defined project;',
        'requests that are incomplete, that arrive after the activity has taken place, or that would not comply with local law or applicable industry codes.',
      ],
    },
    { type: 'h2', text: 'How to apply' },
    {
      type: 'p',
      text: 'Send your request to [grants@corcym.com](mailto:grants@corcym.com) well before the activity takes place, so there is enough time for review and contracting. Requests must be submitted by the organisation, on its letterhead or through an official contact, and should include:',
    },
    {
      type: 'list',
      items: [
        'the name, legal status and contact details of the requesting organisation;',
        'a description of the activity, its objectives, intended audience and, for education, the draft programme;',
        'a detailed budget showing all expected sources of funding and the amount requested from Corcym;',
        'how Corcym’s support would be acknowledged and how the outcome will be reported.',
      ],
    },
    { type: 'h2', text: 'How requests are reviewed' },
    {
      type: 'list',
      ordered: true,
      items: [
        'We check that the request is complete and falls within this policy.',
        'A review group independent of sales assesses the purpose, the recipient and the budget, with input from compliance.',
        'We tell you the decision. Approved requests are formalised in a written agreement before any funds are paid.',
        'Payments go to the organisation’s account, never to individuals. We may ask for evidence that the funds were used as agreed.',
      ],
    },
    { type: 'h2', text: 'Transparency and compliance' },
    {
      type: 'p',
      text: 'Our process follows the principles of the MedTech Europe Code of Ethical Business Practice and other applicable industry codes and laws. Where required, grants and donations are publicly disclosed, and recipients should expect their name and the value of the support to be published. Read more about our approach on the [Ethics & Integrity](/ethics) page.',
    },
  ],
};

export default page;
