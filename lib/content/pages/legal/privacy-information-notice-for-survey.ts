import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/privacy-Information-notice-for-survey',
  title: 'Privacy information notice for surveys',
  description:
    'How Corcym processes personal data when healthcare professionals or patients take part in its surveys, and the rights of participants.',
  eyebrow: 'Legal',
  lead: 'From time to time Corcym invites healthcare professionals and patients to take part in surveys, to better understand their needs and experience. This notice, provided under Articles 13 and 14 of the General Data Protection Regulation (Regulation (EU) 2016/679), explains how personal data is handled in these surveys. Participation is always voluntary.',
  updated: '2026-11-01',
  tags: 'survey privacy notice, questionnaire, market research, healthcare professional survey, patient survey, survey data, GDPR, consent, health data, informativa privacy sondaggio, questionario, enquête, Umfrage',
  blocks: [
    { type: 'h2', text: 'Data controller' },
    {
      type: 'p',
      text: 'The controller is **Corcym S.r.l.**, Via Crescentino s.n., 13040 Saluggia (VC), Italy. For any question about a survey or this notice, write to [privacy@corcym.com](mailto:privacy@corcym.com). Each survey invitation identifies Corcym as the organiser and refers to this notice; where a survey has specific features, such as the involvement of a research agency, the invitation says so.',
    },
    { type: 'h2', text: 'Who we survey and why' },
    {
      type: 'list',
      items: [
        '**Healthcare professionals:** to learn about their experience with Corcym devices, instruments, services and education programmes, their needs in structural heart surgery, and how we can improve our products, training and support.',
        '**Patients:** to understand the experience of people living with heart valve disease or with a heart valve or repair device, for example their information needs and their experience of treatment and recovery, so that we can improve the information and support we provide.',
      ],
    },
    {
      type: 'p',
      text: 'Surveys are not used to sell products to participants, and they do not provide medical advice. Patients with questions about their health or their device should always consult their doctor.',
    },
    { type: 'h2', text: 'Personal data we may process' },
    {
      type: 'list',
      items: [
        'contact details used to invite you or to send a follow-up, such as your name and e-mail address;',
        'for healthcare professionals, professional information such as specialty, role, country and type of institution;',
        'for patients, general information such as age range, country and, where relevant to the survey, information about your condition, treatment or device that you choose to share;',
        'your answers, including free-text comments;',
        'your consent choices.',
      ],
    },
    {
      type: 'p',
      text: 'We design surveys to collect as little identifying information as possible. Many surveys are anonymous or are analysed only in aggregated or pseudonymised form. Please do not include in free-text answers information that identifies other people, such as patients or colleagues.',
    },
    { type: 'h2', text: 'Legal basis' },
    {
      type: 'p',
      text: 'Taking part in a survey is voluntary, and we process your data on the basis of your **consent** (Article 6(1)(a) GDPR). Where a patient survey involves information about health, we ask for your **explicit consent** to process it (Article 9(2)(a) GDPR). You can withdraw consent at any time, without giving reasons and without any consequence for you; withdrawal does not affect processing carried out before it. Declining to take part, or stopping part-way, has no effect on your relationship with Corcym or, for patients, on your medical care.',
    },
    {
      type: 'p',
      text: 'Where we need to keep a record of your consent or to defend legal claims, we rely on our legal obligations and legitimate interests (Article 6(1)(c) and (f) GDPR).',
    },
    { type: 'h2', text: 'How survey results are used' },
    {
      type: 'p',
      text: 'Answers are analysed by Corcym staff, or by a research agency acting on our behalf, to produce aggregated results. Any report or presentation of results is prepared so that individual participants cannot be identified. Results may inform our product development, education programmes, patient information and services.',
    },
    { type: 'h2', text: 'Who receives the data' },
    {
      type: 'p',
      text: 'Identifiable survey data is accessible only to Corcym staff and service providers who need it to run and analyse the survey, such as survey platform or research agency providers acting as processors under a written contract, and, where needed, to other Corcym group companies. We do not sell survey data and we do not share identifiable answers with third parties for their own purposes. Transfers outside the European Economic Area take place only to countries recognised by the European Commission as offering adequate protection or under the standard contractual clauses adopted by the European Commission.',
    },
    { type: 'h2', text: 'Retention' },
    {
      type: 'p',
      text: 'Identifiable survey data is kept only for as long as needed to run and analyse the survey and, in any case, for no more than 24 months after the survey closes, after which it is deleted or anonymised. If you withdraw consent, your identifiable answers are deleted unless they have already been anonymised. Anonymised, aggregated results may be kept without time limit because they no longer relate to identifiable individuals.',
    },
    { type: 'h2', text: 'Possible product safety information' },
    {
      type: 'callout',
      tone: 'info',
      text: 'Surveys are not the channel for reporting problems with a device. If an answer suggests a possible complaint or adverse event involving a Corcym device, Corcym may be legally required to follow it up under medical device vigilance rules, in which case the data is processed as described in the [customer service and product complaints notice](/privacy-cspro). To report a problem directly, see the [product safety](/product-safety) page or write to [productsafety@corcym.com](mailto:productsafety@corcym.com).',
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'You have the right to access your data, to have it rectified or erased, to restrict its processing, to receive it in a portable format and to withdraw consent at any time. To exercise these rights, write to [privacy@corcym.com](mailto:privacy@corcym.com), mentioning the survey you took part in. You may lodge a complaint with a supervisory authority, such as the Italian Garante per la protezione dei dati personali or the authority in your country of residence. Participants outside the European Union, for example in California, may also have rights under their local law, which we respect where they apply. More information is available in our [privacy policy](/privacy).',
    },
    {
      type: 'contact',
      title: 'Privacy contact',
      lines: [
        'Corcym S.r.l.',
        'Via Crescentino s.n., 13040 Saluggia (VC), Italy',
        '[privacy@corcym.com](mailto:privacy@corcym.com)',
      ],
    },
  ],
};

export default page;
