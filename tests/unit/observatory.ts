/**
 * The header part of Mozilla's HTTP Observatory scoring (developer.mozilla.org, "HTTP Observatory scoring
 * methodology"), for the headers this site sends, so the README's grade is computed, not claimed. Start at 100,
 * apply penalties, then add bonuses only when the score before bonuses is at least 90.
 */
interface Scored {
  score: number;
  grade: string;
  reasons: string[];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function observatoryScore(headers: Record<string, string>): Scored {
  const get = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const reasons: string[] = [];
  let penalty = 0;
  let bonus = 0;
  const csp = get('content-security-policy');
  if (!csp) {
    penalty -= 25;
    reasons.push('csp-not-implemented -25');
  } else {
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );
    const scripts = directives['script-src'] ?? directives['default-src'] ?? [];
    const styles = directives['style-src'] ?? directives['default-src'] ?? [];
    if (
      scripts.includes("'unsafe-inline'") ||
      scripts.includes('data:') ||
      scripts.some((source) => /^(https?:)?\*$|^https?:$/.test(source))
    ) {
      penalty -= 20;
      reasons.push('csp-implemented-with-unsafe-inline -20');
    } else if (scripts.includes("'unsafe-eval'")) {
      penalty -= 10;
      reasons.push('csp-implemented-with-unsafe-eval -10');
    } else if (styles.includes("'unsafe-inline'")) {
      reasons.push('csp-implemented-with-unsafe-inline-in-style-src-only 0');
    } else if ((directives['default-src'] ?? []).join(' ') === "'none'") {
      bonus += 10;
      reasons.push('csp-implemented-with-no-unsafe-default-src-none +10');
    } else {
      bonus += 5;
      reasons.push('csp-implemented-with-no-unsafe +5');
    }
    if ((directives['frame-ancestors'] ?? []).length) {
      bonus += 5;
      reasons.push('x-frame-options-implemented-via-csp +5');
    }
  }
  if (!csp?.includes('frame-ancestors') && !get('x-frame-options')) {
    penalty -= 20;
    reasons.push('x-frame-options-not-implemented -20');
  }
  if (get('x-content-type-options')?.toLowerCase() !== 'nosniff') {
    penalty -= 5;
    reasons.push('x-content-type-options-not-implemented -5');
  }
  const referrer = get('referrer-policy')?.toLowerCase() ?? '';
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].some((value) =>
      referrer
        .split(',')
        .map((part) => part.trim())
        .includes(value),
    )
  ) {
    bonus += 5;
    reasons.push('referrer-policy-private +5');
  }
  const hsts = Number(/max-age=(\d+)/.exec(get('strict-transport-security') ?? '')?.[1] ?? 0);
  if (hsts < 15_768_000) {
    penalty -= hsts ? 10 : 20;
    reasons.push(hsts ? 'hsts-implemented-max-age-less-than-six-months -10' : 'hsts-not-implemented -20');
  }
  const base = 100 + penalty;
  const score = base >= 90 ? base + bonus : base;
  const grade = GRADES.find(([floor]) => score >= floor)![1];
  return { score, grade, reasons };
}
