import { DOCUMENT_LANGUAGES } from '@/lib/eifu/catalogue';

/**
 * A document language as the document centre names it, its own name marked in its own language so that a screen
 * reader says it right: `<span lang="de">Deutsch</span> (German)`. An unknown code is shown as it is.
 */
export function LanguageName({ code }: { code: string }) {
  const label: string | undefined = DOCUMENT_LANGUAGES[code as keyof typeof DOCUMENT_LANGUAGES];
  if (!label) return <>{code}</>;
  const own = /^(.*) \((.*)\)$/.exec(label);
  return own ? (
    <>
      <span lang={code}>{own[1]}</span> ({own[2]})
    </>
  ) : (
    <span lang={code}>{label}</span>
  );
}
