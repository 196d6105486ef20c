import type { Illustration } from '@/lib/content/devices';

/**
 * Line drawings of each device family, in currentColor on the coloured banner. Schematic, not to scale: they
 * show the kind of device, never a product's exact design.
 */
const drawings: Record<Illustration, React.ReactNode> = {
  'sutureless-valve': (
    <>
      <path d="M60 40 L60 150 M90 35 L90 155 M120 30 L120 160 M150 35 L150 155 M180 40 L180 150" strokeOpacity="0.5" />
      <path d="M50 50 Q120 20 190 50 M45 95 Q120 75 195 95 M50 145 Q120 170 190 145" />
      <path d="M70 95 Q95 130 120 100 Q145 130 170 95" strokeWidth="5" />
    </>
  ),
  'stentless-valve': (
    <>
      <ellipse cx="120" cy="60" rx="70" ry="22" />
      <path d="M50 60 L60 140 Q120 170 180 140 L190 60" />
      <path d="M70 75 Q95 115 120 82 Q145 115 170 75" strokeWidth="5" />
    </>
  ),
  'stented-valve': (
    <>
      <ellipse cx="120" cy="140" rx="72" ry="20" />
      <path d="M48 140 L70 50 L95 130 L120 40 L145 130 L170 50 L192 140" />
      <path d="M70 110 Q95 140 120 115 Q145 140 170 110" strokeWidth="5" />
    </>
  ),
  'mechanical-valve': (
    <>
      <circle cx="120" cy="95" r="70" />
      <circle cx="120" cy="95" r="55" strokeOpacity="0.6" />
      <path d="M120 40 L120 150" />
      <path d="M120 45 Q80 95 120 145 M120 45 Q160 95 120 145" strokeWidth="5" />
    </>
  ),
  'valved-conduit': (
    <>
      <path d="M70 30 L70 160 M170 30 L170 160" />
      <path
        d="M70 40 Q120 55 170 40 M70 60 Q120 75 170 60 M70 80 Q120 95 170 80 M70 100 Q120 115 170 100"
        strokeOpacity="0.5"
      />
      <ellipse cx="120" cy="140" rx="50" ry="14" strokeWidth="5" />
    </>
  ),
  'aortic-ring': (
    <>
      <path d="M50 130 Q60 40 90 130 Q120 40 150 130 Q180 40 190 130" strokeWidth="6" />
      <ellipse cx="120" cy="130" rx="72" ry="18" strokeOpacity="0.5" />
    </>
  ),
  'mitral-ring': (
    <>
      <path d="M45 100 Q60 40 120 45 Q180 40 195 100 Q150 120 120 110 Q90 120 45 100 Z" strokeWidth="6" />
      <path d="M80 112 L80 150 M120 112 L120 155 M160 112 L160 150" strokeOpacity="0.6" />
    </>
  ),
  'flexible-band': (
    <>
      <path d="M45 110 Q60 40 120 45 Q180 40 195 110" strokeWidth="7" />
      <path d="M45 110 Q120 140 195 110" strokeDasharray="6 8" strokeOpacity="0.5" />
    </>
  ),
  retractor: (
    <>
      <path d="M40 150 L200 150 M60 150 L60 60 Q60 40 80 40 M180 150 L180 60 Q180 40 160 40" strokeWidth="5" />
      <path d="M90 150 L90 170 M150 150 L150 170" />
      <path d="M75 40 L100 40 M140 40 L165 40" strokeOpacity="0.6" />
    </>
  ),
  'knot-pusher': (
    <>
      <path d="M40 160 L170 45" strokeWidth="6" />
      <circle cx="178" cy="38" r="10" />
      <path d="M170 45 Q200 70 185 110 Q170 140 200 170" strokeOpacity="0.6" />
    </>
  ),
  'suture-device': (
    <>
      <ellipse cx="120" cy="100" rx="80" ry="40" strokeWidth="6" />
      <path d="M55 80 L40 40 M85 66 L80 25 M120 60 L120 20 M155 66 L160 25 M185 80 L200 40" strokeOpacity="0.7" />
    </>
  ),
  'atrial-retractor': (
    <>
      <path d="M120 20 L120 120" strokeWidth="6" />
      <path d="M70 120 Q120 170 170 120 L170 140 Q120 185 70 140 Z" />
      <path d="M60 20 L180 20" strokeOpacity="0.6" />
    </>
  ),
};

export function DeviceIllustration({ kind, className }: { kind: Illustration; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 190"
      width="240"
      height="190"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawings[kind]}
    </svg>
  );
}
