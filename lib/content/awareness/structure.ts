/**
 * Render order of the patient-awareness pages (aortic and mitral topics).
 *
 * Every key is relative to the topic namespace in messages/awareness/en.json:
 * nested dotted paths for `aortic` (e.g. 'humanheart.heading.one') and flat
 * underscore keys for `mitral` (e.g. 'humanheart_heading_one').
 * Values may contain next-intl rich text: <b>…</b> and <ref>n</ref>, where n is
 * the number of the entry in the topic's references list.
 */

export type AwarenessBlock =
  | { type: 'h3'; key: string; id?: string }
  | { type: 'p'; key: string }
  | { type: 'list'; keys: string[] }
  | { type: 'faq'; items: { q: string; a: string[] }[] }
  | { type: 'guide' }
  | { type: 'references' };

export interface AwarenessTab {
  slug: string;
  titleKey: string;
  blocks: AwarenessBlock[];
}

export interface AwarenessTopic {
  topic: 'aortic' | 'mitral';
  namespace: 'aortic' | 'mitral';
  disclaimerKey: string;
  referencesKeys: string[];
  guide: { titleKey: string; subtitleKey: string; pdfKey: string; disclaimerKey: string };
  tabs: AwarenessTab[];
}

const aortic: AwarenessTopic = {
  topic: 'aortic',
  namespace: 'aortic',
  disclaimerKey: 'disclaimer',
  referencesKeys: ['references.one', 'references.two', 'references.three', 'references.four'],
  guide: {
    titleKey: 'guide.brochure.title',
    subtitleKey: 'guide.brochure.subtitle',
    pdfKey: 'guide.brochure.pdf',
    disclaimerKey: 'guide.brochure.disclaimer',
  },
  tabs: [
    {
      slug: 'heart',
      titleKey: 'tab.one',
      blocks: [
        { type: 'h3', key: 'humanheart.heading.one' },
        { type: 'p', key: 'humanheart.para.one' },
        { type: 'p', key: 'humanheart.para.two' },
        { type: 'h3', key: 'humanheart.heading.two' },
        { type: 'p', key: 'humanheart.para.three' },
        { type: 'p', key: 'humanheart.para.four' },
        { type: 'p', key: 'humanheart.para.five' },
      ],
    },
    {
      slug: 'disease',
      titleKey: 'tab.two',
      blocks: [
        { type: 'p', key: 'heartdisease.para.one' },
        { type: 'h3', key: 'heartdisease.heading.one', id: 'aortic-stenosis' },
        { type: 'p', key: 'heartdisease.para.two' },
        { type: 'p', key: 'heartdisease.para.three' },
        { type: 'h3', key: 'heartdisease.heading.two' },
        { type: 'p', key: 'heartdisease.para.four' },
        { type: 'h3', key: 'heartdisease.heading.three' },
        { type: 'p', key: 'heartdisease.para.five' },
        {
          type: 'list',
          keys: [
            'heartdisease.list.one',
            'heartdisease.list.two',
            'heartdisease.list.three',
            'heartdisease.list.four',
            'heartdisease.list.five',
            'heartdisease.list.six',
          ],
        },
        { type: 'p', key: 'heartdisease.para.six' },
        { type: 'h3', key: 'heartdisease.heading.four' },
        { type: 'p', key: 'heartdisease.para.seven' },
      ],
    },
    {
      slug: 'treatment',
      titleKey: 'tab.three',
      blocks: [
        { type: 'h3', key: 'treatment.heading.one' },
        { type: 'p', key: 'treatment.para.one' },
        { type: 'h3', key: 'treatment.heading.two' },
        { type: 'p', key: 'treatment.para.two' },
        { type: 'p', key: 'treatment.para.three' },
        { type: 'h3', key: 'treatment.heading.three' },
        { type: 'p', key: 'treatment.para.four.one' },
        { type: 'p', key: 'treatment.para.four.two' },
        { type: 'h3', key: 'treatment.heading.four' },
        { type: 'p', key: 'treatment.para.five' },
        { type: 'h3', key: 'treatment.heading.five' },
        { type: 'p', key: 'treatment.para.six' },
        { type: 'h3', key: 'treatment.heading.six' },
        { type: 'p', key: 'treatment.para.seven' },
        { type: 'h3', key: 'treatment.heading.seven' },
        { type: 'references' },
      ],
    },
    {
      slug: 'surgery',
      titleKey: 'tab.four',
      blocks: [
        { type: 'h3', key: 'surgery.heading.one' },
        { type: 'p', key: 'surgery.para.one' },
        { type: 'p', key: 'surgery.para.two' },
        { type: 'p', key: 'surgery.para.three' },
        {
          type: 'list',
          keys: [
            'surgery.list.one',
            'surgery.list.two',
            'surgery.list.three',
            'surgery.list.four',
            'surgery.list.five',
          ],
        },
        { type: 'h3', key: 'surgery.heading.two' },
        { type: 'p', key: 'surgery.para.four' },
        { type: 'p', key: 'surgery.para.five' },
        { type: 'h3', key: 'surgery.heading.three' },
        { type: 'p', key: 'surgery.para.six' },
        { type: 'p', key: 'surgery.para.seven' },
        { type: 'p', key: 'surgery.para.eight' },
        { type: 'p', key: 'surgery.para.nine' },
        { type: 'p', key: 'surgery.para.ten' },
        { type: 'p', key: 'surgery.para.eleven' },
        { type: 'h3', key: 'stories.heading', id: 'heart-stories' },
        { type: 'p', key: 'stories.para.one' },
        { type: 'p', key: 'stories.para.two' },
        { type: 'p', key: 'stories.para.three' },
      ],
    },
    {
      slug: 'faq',
      titleKey: 'tab.five',
      blocks: [
        {
          type: 'faq',
          items: [
            { q: 'q.one', a: ['ans.one.one', 'ans.one.two'] },
            { q: 'q.two', a: ['ans.two.one', 'ans.two.two'] },
            { q: 'q.three', a: ['ans.three.one', 'ans.three.two'] },
            { q: 'q.four', a: ['ans.four.one'] },
            { q: 'q.five', a: ['ans.five.one', 'ans.five.two'] },
            { q: 'q.six', a: ['ans.six.one'] },
            { q: 'q.seven', a: ['ans.seven.one', 'ans.seven.two'] },
            { q: 'q.eight', a: ['ans.eight.one'] },
            { q: 'q.nine', a: ['ans.nine.one'] },
          ],
        },
      ],
    },
    {
      slug: 'guide',
      titleKey: 'tab.six',
      blocks: [
        { type: 'p', key: 'guide.para.one' },
        { type: 'guide' },
        { type: 'p', key: 'guide.para.two' },
      ],
    },
  ],
};

const mitral: AwarenessTopic = {
  topic: 'mitral',
  namespace: 'mitral',
  disclaimerKey: 'mitral_awareness_disclaimer',
  referencesKeys: ['references_one', 'references_two', 'references_three', 'references_four'],
  guide: {
    titleKey: 'guide_brochure_title',
    subtitleKey: 'guide_brochure_subtitle',
    pdfKey: 'guide_brochure_pdf',
    disclaimerKey: 'guide_brochure_disclaimer',
  },
  tabs: [
    {
      slug: 'heart',
      titleKey: 'mitral_awareness_tab_one',
      blocks: [
        { type: 'h3', key: 'humanheart_heading_one' },
        { type: 'p', key: 'humanheart_para_one' },
        { type: 'p', key: 'humanheart_para_two' },
        { type: 'h3', key: 'humanheart_heading_two' },
        { type: 'p', key: 'humanheart_para_three' },
        { type: 'p', key: 'humanheart_para_four' },
        { type: 'p', key: 'humanheart_para_five' },
        { type: 'p', key: 'humanheart_para_six' },
      ],
    },
    {
      slug: 'disease',
      titleKey: 'mitral_awareness_tab_two',
      blocks: [
        { type: 'p', key: 'heartdisease_para_one' },
        { type: 'h3', key: 'heartdisease_heading_one', id: 'mitral-insufficiency' },
        { type: 'p', key: 'heartdisease_para_two' },
        { type: 'p', key: 'heartdisease_para_three' },
        { type: 'h3', key: 'heartdisease_heading_two' },
        { type: 'p', key: 'heartdisease_para_four_one' },
        { type: 'h3', key: 'heartdisease_heading_three' },
        { type: 'p', key: 'heartdisease_para_four_two' },
        {
          type: 'list',
          keys: [
            'heartdisease_para_four_two_list_one',
            'heartdisease_para_four_two_list_two',
            'heartdisease_para_four_two_list_three',
            'heartdisease_para_four_two_list_four',
            'heartdisease_para_four_two_list_five',
            'heartdisease_para_four_two_list_six',
          ],
        },
        { type: 'p', key: 'heartdisease_para_four_three' },
        { type: 'h3', key: 'heartdisease_heading_four' },
        { type: 'p', key: 'heartdisease_para_five' },
      ],
    },
    {
      slug: 'treatment',
      titleKey: 'mitral_awareness_tab_three',
      blocks: [
        { type: 'h3', key: 'treatment_heading_one' },
        { type: 'p', key: 'treatment_para_one' },
        { type: 'p', key: 'treatment_para_two' },
        { type: 'h3', key: 'treatment_repair_heading_one' },
        { type: 'p', key: 'treatment_repair_para_one' },
        { type: 'p', key: 'treatment_repair_para_two' },
        { type: 'h3', key: 'treatment_replacement_heading_one' },
        { type: 'p', key: 'treatment_replacement_para_one' },
        { type: 'p', key: 'treatment_replacement_para_two' },
        { type: 'h3', key: 'treatment_surgical_approaches_heading_one' },
        { type: 'p', key: 'treatment_surgical_approaches_para_one' },
        { type: 'p', key: 'treatment_surgical_approaches_para_two' },
        { type: 'h3', key: 'treatment_transcatheter_approaches_heading_one' },
        { type: 'p', key: 'treatment_transcatheter_approaches_para_one' },
        { type: 'p', key: 'treatment_transcatheter_approaches_para_two' },
        { type: 'p', key: 'treatment_transcatheter_approaches_para_three' },
        { type: 'h3', key: 'treatment_heading_two' },
        { type: 'p', key: 'treatment_para_three' },
        { type: 'h3', key: 'treatment_heading_three' },
        { type: 'references' },
      ],
    },
    {
      slug: 'surgery',
      titleKey: 'mitral_awareness_tab_four',
      blocks: [
        { type: 'h3', key: 'surgery_heading_one' },
        { type: 'p', key: 'surgery_para_one' },
        { type: 'p', key: 'surgery_para_two' },
        { type: 'p', key: 'surgery_para_three' },
        {
          type: 'list',
          keys: [
            'surgery_list_one',
            'surgery_list_two',
            'surgery_list_three',
            'surgery_list_four',
            'surgery_list_five',
          ],
        },
        { type: 'h3', key: 'surgery_heading_two' },
        { type: 'p', key: 'surgery_para_four' },
        { type: 'p', key: 'surgery_para_five' },
        { type: 'h3', key: 'surgery_heading_three' },
        { type: 'p', key: 'surgery_para_six' },
        { type: 'p', key: 'surgery_para_seven' },
        { type: 'p', key: 'surgery_para_eight' },
        { type: 'p', key: 'surgery_para_nine' },
        { type: 'p', key: 'surgery_para_ten' },
        { type: 'p', key: 'surgery_para_eleven' },
        { type: 'h3', key: 'stories_heading', id: 'heart-stories' },
        { type: 'p', key: 'stories_para_one' },
        { type: 'p', key: 'stories_para_two' },
        { type: 'p', key: 'stories_para_three' },
      ],
    },
    {
      slug: 'faq',
      titleKey: 'mitral_awareness_tab_five',
      blocks: [
        {
          type: 'faq',
          items: [
            { q: 'q_one', a: ['ans_one_one'] },
            { q: 'q_two', a: ['ans_two_one', 'ans_two_two'] },
            { q: 'q_three', a: ['ans_three_one'] },
            { q: 'q_four', a: ['ans_four_one', 'ans_four_two'] },
            { q: 'q_five', a: ['ans_five_one'] },
            { q: 'q_six', a: ['ans_six_one', 'ans_six_two'] },
            { q: 'q_seven', a: ['ans_seven_one'] },
            { q: 'q_eight', a: ['ans_eight_one', 'ans_eight_two'] },
            { q: 'q_nine', a: ['ans_nine_one'] },
          ],
        },
      ],
    },
    {
      slug: 'guide',
      titleKey: 'mitral_awareness_tab_six',
      blocks: [
        { type: 'p', key: 'guide_para_one' },
        { type: 'guide' },
        { type: 'p', key: 'guide_para_two' },
      ],
    },
  ],
};

export const awarenessTopics: AwarenessTopic[] = [aortic, mitral];
