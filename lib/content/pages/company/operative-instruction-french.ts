import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/operative-instruction-french',
  title: 'Instructions opératoires',
  description:
    'Où les chirurgiens trouvent les techniques opératoires et notices d’utilisation Corcym, leur structure et l’accès à la formation.',
  eyebrow: 'Professionnels de santé',
  lead: 'Les dispositifs Corcym sont implantés par des chirurgiens cardiaques formés à la technique propre à chaque produit. Cette page indique où trouver les instructions opératoires et les notices d’utilisation (IFU), comment un document de technique opératoire est généralement organisé et comment les chirurgiens et leurs équipes peuvent accéder à la formation.',
  lang: 'fr',
  tags: 'instructions opératoires, technique opératoire, technique chirurgicale, guide d’implantation, notice d’utilisation, IFU, eIFU, Perceval, Solo Smart, Crown PRT, Memo 4D, Memo 3D ReChord, HAART, Carbomedics, Bicarbon, choix de la taille, compagnonnage, proctoring, Corcym Academy, formation des chirurgiens, operative instructions, French',
  blocks: [
    { type: 'h2', text: 'Où trouver les documents' },
    {
      type: 'p',
      text: 'Les notices d’utilisation en vigueur des produits Corcym sont publiées sur notre [site des notices d’utilisation](/ifu), où elles peuvent être recherchées par produit et téléchargées dans les langues disponibles pour votre pays. Les documents de technique opératoire, qui décrivent les étapes chirurgicales de façon plus détaillée et illustrée, sont mis à la disposition des chirurgiens formés et de leurs équipes par l’intermédiaire du représentant Corcym local et des programmes de formation.',
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'La notice fournie dans l’emballage fait foi',
      text: 'La notice d’utilisation papier fournie dans l’emballage du produit est le document de référence pour ce dispositif. Les documents de technique opératoire et les supports de formation la complètent sans jamais la remplacer. En cas de divergence apparente, suivez la notice fournie avec le dispositif et contactez [customerservice@corcym.com](mailto:customerservice@corcym.com) pour obtenir des précisions.',
    },
    {
      type: 'p',
      text: 'La disponibilité des produits, les indications approuvées et l’étiquetage varient selon les pays. Vérifiez toujours que le document utilisé correspond au produit, au modèle et au marché concernés.',
    },
    { type: 'h2', text: 'Structure d’un document de technique opératoire' },
    {
      type: 'p',
      text: 'Chaque dispositif a sa propre technique, mais les documents suivent une structure comparable afin que l’équipe chirurgicale puisse se préparer de manière homogène :',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Sélection des patients** – les indications, contre-indications, mises en garde et précautions figurant dans la notice, ainsi que les éléments anatomiques et cliniques que l’équipe doit évaluer avant de choisir le dispositif.',
        '**Planification préopératoire** – analyse de l’imagerie, comme l’échocardiographie et, le cas échéant, la tomodensitométrie, pour comprendre l’anatomie et la voie d’abord prévue. Voir la page [planification par scanner](/ct-scan) (en anglais).',
        '**Préparation et choix de la taille** – manipulation et rinçage du dispositif, utilisation des calibreurs dédiés et choix de la taille adaptée à l’anatomie du patient conformément à la notice.',
        '**Étapes d’implantation** – voie d’abord, exposition, préparation de l’anneau ou de la valve, positionnement et déploiement ou fixation du dispositif, et vérifications à effectuer avant la fermeture.',
        '**Suivi postopératoire** – recommandations sur l’évaluation du résultat, le traitement antithrombotique tel que décrit dans la notice et décidé par l’équipe soignante, et le suivi.',
      ],
    },
    {
      type: 'p',
      text: 'Les documents font référence aux instruments et accessoires propres à chaque dispositif. N’utilisez que les accessoires spécifiés dans la notice du produit concerné.',
    },
    { type: 'h2', text: 'Formation, compagnonnage et Corcym Academy' },
    {
      type: 'p',
      text: 'La formation fait partie intégrante de l’introduction d’un dispositif Corcym dans un établissement. Selon le produit et l’expérience de l’équipe, un programme peut comprendre :',
    },
    {
      type: 'list',
      items: [
        'Des cours en ligne proposés par la Corcym Academy sur la conception du dispositif, la sélection des patients, le choix de la taille et les étapes d’implantation.',
        'Des ateliers pratiques sur modèles et avec les instruments, afin que chirurgiens et infirmiers de bloc puissent s’exercer à la préparation et au déploiement.',
        'L’observation d’interventions dans des centres expérimentés.',
        'Un accompagnement (proctoring) au cours duquel un chirurgien expérimenté assiste l’équipe lors de ses premières interventions.',
      ],
    },
    {
      type: 'p',
      text: 'Pour toute demande de formation, contactez votre représentant Corcym local ou écrivez à [academy@corcym.com](mailto:academy@corcym.com). Une présentation de nos programmes destinés aux professionnels de santé figure sur la page [formation](/education) (en anglais).',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Implantation réservée aux chirurgiens formés',
      text: 'Les dispositifs Corcym ne doivent être implantés que par des chirurgiens ayant suivi la formation correspondant au dispositif concerné. La lecture de la technique opératoire ne remplace pas cette formation.',
    },
    { type: 'h2', text: 'Signalements et questions' },
    {
      type: 'p',
      text: 'Les questions relatives à l’utilisation des produits peuvent être adressées à [customerservice@corcym.com](mailto:customerservice@corcym.com). Les réclamations, les événements indésirables présumés et toute autre question de matériovigilance doivent être signalés à [productsafety@corcym.com](mailto:productsafety@corcym.com) ; voir la page [sécurité des produits](/product-safety) (en anglais).',
    },
    { type: 'h2', text: 'Version anglaise' },
    {
      type: 'p',
      text: 'Cette page est également disponible en anglais : [Operative Instructions](/operative-instruction).',
    },
  ],
};

export default page;
