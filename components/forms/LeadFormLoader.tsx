'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './LeadForm.module.scss';

const Placeholder = () => <div className={styles.placeholder} />;

// Each form, its validation and the API client load only when the visitor scrolls near it: the page itself stays
// static and ships none of that code in its first load.
const forms = {
  contact: dynamic(() => import('./ContactForm').then((module) => module.ContactForm), {
    ssr: false,
    loading: Placeholder,
  }),
  'customer-service': dynamic(() => import('./CustomerServiceForm').then((module) => module.CustomerServiceForm), {
    ssr: false,
    loading: Placeholder,
  }),
  grant: dynamic(() => import('./GrantForm').then((module) => module.GrantForm), { ssr: false, loading: Placeholder }),
};

export type LeadFormName = keyof typeof forms;

export function LeadFormLoader({ form }: { form: LeadFormName }) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    // A link to the form (#...) or a fast scroll lands within a screen of it; start loading before it is in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const Form = forms[form];
  return <div ref={holder}>{near ? <Form /> : <Placeholder />}</div>;
}
