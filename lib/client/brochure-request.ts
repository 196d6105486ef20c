'use client';

/** Opens the site's one brochure request modal (mounted by the shell, loaded on first use). */
export interface BrochureChoice {
  id: string;
  title: string;
}

export const BROCHURE_EVENT = 'site:brochure-request';

export function requestBrochure(choice: BrochureChoice) {
  window.dispatchEvent(new CustomEvent<BrochureChoice>(BROCHURE_EVENT, { detail: choice }));
}
