import type { Locator } from '@playwright/test';

export interface NoticeDraft {
  reference: string;
  date: string;
  title: string;
  summary: string;
  countries: string[];
  /** Device 1 (its value in the select, such as `ww/perceval`) and its affected lots or serial numbers. */
  device: string;
  lots: string;
}

/** Fills the new-notice form's fields and its first device row, as its author types them. */
export async function fillNoticeDraft(form: Locator, draft: NoticeDraft) {
  await form.getByLabel('Reference').fill(draft.reference);
  await form.getByLabel('Date of issue').fill(draft.date);
  await form.getByLabel('Title').fill(draft.title);
  await form.getByLabel('Summary').fill(draft.summary);
  const countries = form.getByRole('group', { name: 'Countries' });
  for (const country of draft.countries) await countries.getByLabel(country, { exact: true }).check();
  const first = form.getByRole('group', { name: 'Device 1' });
  await first.getByLabel('Device', { exact: true }).selectOption(draft.device);
  await first.getByLabel('Affected lots or serial numbers').fill(draft.lots);
}
