import styles from './HeartDiagram.module.scss';

/** The diagram's words in the page's language (messages/*.json, awarenessPage.diagram). */
export interface HeartDiagramLabels {
  title: string;
  description: string;
  rightAtrium: string;
  rightVentricle: string;
  leftAtrium: string;
  leftVentricle: string;
  tricuspidValve: string;
  pulmonaryValve: string;
  mitralValve: string;
  aorticValve: string;
  healthy: string;
  stenosis: string;
  regurgitation: string;
}

type Part = keyof Pick<
  HeartDiagramLabels,
  | 'rightAtrium'
  | 'rightVentricle'
  | 'leftAtrium'
  | 'leftVentricle'
  | 'tricuspidValve'
  | 'pulmonaryValve'
  | 'mitralValve'
  | 'aorticValve'
>;

/** The numbered parts, in the legend's order, with where each number sits on the drawing. */
const PARTS: readonly { part: Part; x: number; y: number }[] = [
  { part: 'rightAtrium', x: 90, y: 110 },
  { part: 'rightVentricle', x: 110, y: 240 },
  { part: 'leftAtrium', x: 310, y: 110 },
  { part: 'leftVentricle', x: 285, y: 245 },
  { part: 'tricuspidValve', x: 38, y: 172 },
  { part: 'pulmonaryValve', x: 132, y: 62 },
  { part: 'mitralValve', x: 362, y: 172 },
  { part: 'aorticValve', x: 270, y: 62 },
];

const RIGHT = { fill: '#dde8f7', stroke: '#1d4f91' };
const LEFT = { fill: '#f8e0e5', stroke: '#8e1b2f' };
const VALVE = '#14213d';

/**
 * A labelled diagram of the heart for the patient pages: a schematic front view of the four chambers and four
 * valves (the heart's right side on the picture's left, as in every medical drawing), then a valve seen from the
 * side three times: open as it should, narrowed (stenosis) and leaking (regurgitation). The drawing carries only
 * numbers; the names are the legend below it, in the page's language, so no label is cut or shrunk on a phone.
 * The whole figure has a text alternative (the SVG's title and description) for people who cannot see it.
 * Anatomy only: no device, no figures. `id` keeps the ids unique where both topics show it; `defines` is true for
 * the first of them, which holds the drawings both show.
 */
export function HeartDiagram({ labels, id, defines }: { labels: HeartDiagramLabels; id: string; defines: boolean }) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <p className={styles.title} id={titleId}>
        {labels.title}
      </p>
      <div className={styles.heart}>
        <svg
          viewBox="0 0 400 350"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className={styles.svg}
        >
          <desc id={descriptionId}>{labels.description}</desc>
          {defines && <Drawings />}
          <use href={`#${DRAWING}-heart`} />
        </svg>
        <ol className={styles.legend}>
          {PARTS.map(({ part }) => (
            <li key={part}>{labels[part]}</li>
          ))}
        </ol>
      </div>
      <ul className={styles.valves}>
        {(['healthy', 'stenosis', 'regurgitation'] as const).map((state) => (
          <li key={state}>
            <svg viewBox="0 0 120 130" aria-hidden="true" focusable="false" className={styles.valve}>
              <use href={`#${DRAWING}-${state}`} />
            </svg>
            <span>{labels[state]}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * The drawings, defined once in the page (the first topic's diagram) and shown by reference (<use>) in both, so the
 * second diagram costs only its words: the page's HTML stays within its budget (scripts/budgets).
 */
function Drawings() {
  return (
    <defs>
      <symbol id={`${DRAWING}-heart`} viewBox="0 0 400 350">
        {/* Great vessels: the pulmonary trunk from the right ventricle, the aorta from the left. */}
        <g strokeWidth="3">
          <path
            d="M150 180V40h40v140M40 184h155v106q0 14-12 22l-40 26q-10 6-20 0Q40 300 40 240z"
            fill={RIGHT.fill}
            stroke={RIGHT.stroke}
          />
          <rect x="40" y="72" width="100" height="88" rx="28" fill={RIGHT.fill} stroke={RIGHT.stroke} />
          <path
            d="M210 180V50q0-38 40-38h70v36h-66q-4 0-4 6v126M205 184h155v56q0 70-95 102q-10 4-18-2q-42-32-42-72z"
            fill={LEFT.fill}
            stroke={LEFT.stroke}
          />
          <rect x="260" y="72" width="100" height="88" rx="28" fill={LEFT.fill} stroke={LEFT.stroke} />
        </g>
        {/* The valves: two leaflets each, drawn closed. */}
        <path
          d="M58 168l28 10M122 168l-28 10M154 124l14 8M186 124l-14 8M278 168l28 10M342 168l-28 10M214 124l14 8M246 124l-14 8"
          stroke={VALVE}
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
        {/* The numbers the legend names. */}
        <g fill="#fff" stroke={VALVE} strokeWidth="2">
          {PARTS.map(({ part, x, y }) => (
            <circle key={part} cx={x} cy={y} r="13" />
          ))}
        </g>
        <g textAnchor="middle" fontSize="15" fontWeight="700" fill={VALVE}>
          {PARTS.map(({ part, x, y }, index) => (
            <text key={part} x={x} y={y + 5}>
              {index + 1}
            </text>
          ))}
        </g>
      </symbol>
      {(['healthy', 'stenosis', 'regurgitation'] as const).map((state) => (
        <ValveSide key={state} state={state} />
      ))}
    </defs>
  );
}

const DRAWING = 'heart-diagram';

/** A valve seen from the side, blood flowing upwards through it: wide open, narrowed, or leaking back. */
function ValveSide({ state }: { state: 'healthy' | 'stenosis' | 'regurgitation' }) {
  const arrow = `${DRAWING}-arrow-${state}`;
  return (
    <symbol id={`${DRAWING}-${state}`} viewBox="0 0 120 130">
      <marker id={arrow} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto">
        <path d="M0 0l10 5-10 5z" fill={state === 'regurgitation' ? LEFT.stroke : RIGHT.stroke} />
      </marker>
      <path d="M22 6v118M98 6v118" stroke={VALVE} strokeWidth="3" />
      {state === 'healthy' && (
        <>
          <path d="M24 74l8-34M96 74l-8-34" stroke={VALVE} strokeWidth="4" strokeLinecap="round" />
          <path d="M60 118V22" stroke={RIGHT.stroke} strokeWidth="10" markerEnd={`url(#${arrow})`} />
        </>
      )}
      {state === 'stenosis' && (
        <>
          <path d="M24 74l28-24M96 74l-28-24" stroke={VALVE} strokeWidth="10" strokeLinecap="round" />
          <path d="M60 118V22" stroke={RIGHT.stroke} strokeWidth="3" markerEnd={`url(#${arrow})`} />
        </>
      )}
      {state === 'regurgitation' && (
        <>
          <path d="M24 64l28 14M96 64l-28 14" stroke={VALVE} strokeWidth="4" strokeLinecap="round" />
          <path d="M60 30v86" stroke={LEFT.stroke} strokeWidth="4" markerEnd={`url(#${arrow})`} />
        </>
      )}
    </symbol>
  );
}
