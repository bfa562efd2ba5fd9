import type { ReactElement } from 'react';

import type { WelcomeTile } from '@/content/welcome';

// Drawn in the theme's colours on a 160 × 120 canvas; the tile fixes the aspect ratio, so the
// page does not move while anything loads.

// Half-heights of the voice-note waveform bars.
const waveform = [4, 8, 5, 10, 6, 8, 3];

function TalkIllustration() {
  return (
    <>
      <rect x="18" y="22" width="84" height="34" rx="14" className="fill-surface" />
      <path d="M30 56l-6 12 16-12z" className="fill-surface" />
      <rect x="30" y="34" width="48" height="5" rx="2.5" className="fill-line" />
      <rect x="30" y="43" width="30" height="5" rx="2.5" className="fill-line" />
      <rect x="58" y="66" width="84" height="32" rx="14" className="fill-accent" />
      <path d="M128 98l8 10-20-10z" className="fill-accent" />
      <circle cx="74" cy="82" r="6" className="fill-canvas" />
      <path d="M72 79v6l5-3z" className="fill-accent" />
      {waveform.map((half, i) => (
        <rect key={i} x={88 + i * 6} y={82 - half} width="3" height={half * 2} rx="1.5" className="fill-accent-soft" />
      ))}
    </>
  );
}

function ActionsIllustration() {
  const rows = [
    { y: 30, done: true, width: 56 },
    { y: 56, done: true, width: 44 },
    { y: 82, done: false, width: 62 },
  ];
  return (
    <>
      <rect x="30" y="14" width="100" height="94" rx="12" className="fill-surface" />
      {rows.map(({ y, done, width }) => (
        <g key={y}>
          <rect x="44" y={y} width="16" height="16" rx="5" className={done ? 'fill-accent' : 'fill-surface-muted'} />
          {done && (
            <path
              d={`M48 ${y + 8}l3 3 6-6`}
              fill="none"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="stroke-canvas"
            />
          )}
          <rect x="68" y={y + 5} width={width} height="6" rx="3" className={done ? 'fill-line' : 'fill-ink/25'} />
        </g>
      ))}
      <circle cx="128" cy="22" r="12" className="fill-highlight" />
      <path d="M128 15v8l5 3" fill="none" strokeWidth="2.2" strokeLinecap="round" className="stroke-ink" />
    </>
  );
}

function JournalIllustration() {
  return (
    <>
      <rect x="38" y="12" width="84" height="98" rx="10" className="fill-accent" />
      <rect x="46" y="12" width="76" height="98" rx="8" className="fill-surface" />
      <path d="M102 12v26l7-6 7 6V12z" className="fill-highlight" />
      {[48, 40, 52, 30].map((width, i) => (
        <rect key={i} x="58" y={46 + i * 12} width={width} height="5" rx="2.5" className="fill-line" />
      ))}
      <rect x="58" y="28" width="30" height="7" rx="3.5" className="fill-accent-soft" />
      <circle cx="50" cy="30" r="2" className="fill-line" />
      <circle cx="50" cy="60" r="2" className="fill-line" />
      <circle cx="50" cy="90" r="2" className="fill-line" />
    </>
  );
}

function NudgesIllustration() {
  const cells = Array.from({ length: 12 }, (_, i) => ({ x: 34 + (i % 4) * 22, y: 44 + Math.floor(i / 4) * 20 }));
  return (
    <>
      <rect x="24" y="16" width="104" height="94" rx="12" className="fill-surface" />
      <rect x="24" y="16" width="104" height="20" rx="10" className="fill-accent" />
      <rect x="24" y="26" width="104" height="10" className="fill-accent" />
      {cells.map(({ x, y }, i) => (
        <rect key={i} x={x} y={y} width="16" height="14" rx="4" className={i === 6 ? 'fill-highlight' : 'fill-surface-muted'} />
      ))}
      <circle cx="124" cy="92" r="20" className="fill-accent-soft" />
      <path
        d="M116 98h16l-2-3v-6a6 6 0 0 0-12 0v6zM121.5 100.5a2.5 2.5 0 0 0 5 0"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-ink"
      />
    </>
  );
}

const illustrations: Record<WelcomeTile['id'], () => ReactElement> = {
  talk: TalkIllustration,
  actions: ActionsIllustration,
  journal: JournalIllustration,
  nudges: NudgesIllustration,
};

export function TileIllustration({ id, className }: { id: WelcomeTile['id']; className?: string }) {
  const Drawing = illustrations[id];
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className={className}>
      <Drawing />
    </svg>
  );
}
