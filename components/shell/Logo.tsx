/** The wordmark: a stylised three-leaflet valve and the company name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? '#ffffff' : '#0b2a5b';
  return (
    <svg viewBox="0 0 168 36" width="168" height="36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="16" fill="none" stroke={ink} strokeWidth="3" />
      <path d="M18 18 8.5 11.5M18 18l9.5-6.5M18 18v11.5" stroke="#b3122e" strokeWidth="3" strokeLinecap="round" />
      <text x="42" y="26" fill={ink} fontSize="22" fontWeight="700" letterSpacing="3" fontFamily="inherit">
        CORCYM
      </text>
    </svg>
  );
}
