/** A decorative drawing of a three-leaflet heart valve seen from above. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 320 320" width="320" height="320" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-ring" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.22" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0.04" />
        </radialGradient>
      </defs>
      <circle cx="160" cy="160" r="150" fill="url(#hero-ring)" />
      <circle cx="160" cy="160" r="122" fill="none" stroke="#ffffff" strokeOpacity="0.85" strokeWidth="10" />
      <circle
        cx="160"
        cy="160"
        r="104"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      <g fill="#ffffff" fillOpacity="0.16" stroke="#ffd9df" strokeWidth="3" strokeLinejoin="round">
        <path d="M160 160 C 130 120, 85 105, 62 112 C 70 150, 110 170, 160 160 Z" />
        <path d="M160 160 C 190 120, 235 105, 258 112 C 250 150, 210 170, 160 160 Z" />
        <path d="M160 160 C 135 190, 135 240, 160 268 C 185 240, 185 190, 160 160 Z" />
      </g>
      <circle cx="160" cy="160" r="6" fill="#ffd9df" />
    </svg>
  );
}
