import { render } from '@testing-library/react';
import { OnboardingModal } from '@/components/academy/OnboardingModal';
import { OnboardingPageForm } from '@/components/academy/OnboardingPageForm';
import { brochureForm } from '@/lib/forms/brochure';
import { onboardingForm } from '@/lib/forms/onboarding';
import { siteFormView, type SiteFormDefinition } from '@/lib/forms/site-form';
import { BrochureModal } from './BrochureModal';
import { BrochureRequestPageForm } from './BrochureRequestPageForm';

jest.mock('@/lib/api/endpoints', () => ({ endpoints: {} }));

/** The controls of the first form in the document: name, type and accessible label, in order. */
function controls(container: HTMLElement | Document) {
  const form = container.querySelector('form')!;
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=hidden]), select')].map(
    (control) => ({
      name: control.name,
      type: control.type,
      label: document.querySelector(`label[for="${control.id}"]`)?.textContent,
    }),
  );
}

/** What the definition says the form holds, in its layout's order. */
function defined(definition: SiteFormDefinition) {
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  return definition.layout.flat().map((name) => {
    const field = byName.get(name)!;
    return {
      name,
      type: field.kind === 'country' ? 'select-one' : field.kind === 'text' ? 'text' : field.kind,
      label: field.link ? field.label.replace('{link}', field.link.text) : field.label,
    };
  });
}

const action = async () => ({ status: 'idle' as const });

describe('a form shown as a page and as a modal is one definition', () => {
  it('the brochure request: the request page and the modal show the same controls', () => {
    const page = render(
      <BrochureRequestPageForm choice={{ id: 'x', title: 'X' }} view={siteFormView(brochureForm)} action={action} />,
    );
    const onPage = controls(page.container);
    page.unmount();
    render(<BrochureModal choice={{ id: 'x', title: 'X' }} onClose={() => undefined} />);
    expect(onPage).toEqual(defined(brochureForm));
    expect(controls(document)).toEqual(onPage);
  });

  it('the academy onboarding: the page and the modal show the same controls', () => {
    const profile = { firstName: 'Grace', lastName: 'Hopper', country: '', email: 'grace@example.com' };
    const page = render(
      <OnboardingPageForm action={action} view={siteFormView(onboardingForm)} next="/academy" profile={profile} />,
    );
    const onPage = controls(page.container);
    page.unmount();
    const learner = { id: 'u1', first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com', country: null };
    render(
      <OnboardingModal profile={{ ...learner, onboarded: false }} onDone={() => undefined} onClose={() => undefined} />,
    );
    expect(onPage).toEqual(defined(onboardingForm));
    expect(controls(document)).toEqual(onPage);
  });
});
