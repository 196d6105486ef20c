'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { BROCHURE_EVENT, type BrochureChoice } from '@/lib/client/brochure-request';

// The form, its validation and the API client load only when a visitor asks for a brochure.
const BrochureModal = dynamic(() => import('./BrochureModal').then((module) => module.BrochureModal), { ssr: false });

/** The site's one brochure request modal, opened by any brochure card's Download button. */
export function BrochureModalHost() {
  const [choice, setChoice] = useState<BrochureChoice | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onRequest = (event: Event) => {
      setOpener(document.activeElement as HTMLElement | null);
      setChoice((event as CustomEvent<BrochureChoice>).detail);
    };
    window.addEventListener(BROCHURE_EVENT, onRequest);
    return () => window.removeEventListener(BROCHURE_EVENT, onRequest);
  }, []);

  if (!choice) return null;
  return (
    <BrochureModal
      choice={choice}
      onClose={() => {
        setChoice(null);
        opener?.focus();
      }}
    />
  );
}
