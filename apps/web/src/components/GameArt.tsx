// Our own SVG art for each game: simple line drawings in the site's brass/amber palette, nothing downloaded.
import type { ReactNode } from 'react';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Stars({ seed }: { seed: number }) {
  const stars = Array.from({ length: 14 }, (_, i) => {
    const x = (seed * 37 + i * 53) % 240;
    const y = (seed * 17 + i * 29) % 100;
    return <circle key={i} cx={x} cy={y} r={i % 4 === 0 ? 1.3 : 0.7} fill="var(--text-dim)" />;
  });
  return <g>{stars}</g>;
}

const ART: Record<string, ReactNode> = {
  'legendary-firefly': (
    <g>
      <Stars seed={3} />
      {/* A mid-bulk transport: round engine pod, long spine, forward bridge. */}
      <g {...STROKE} color="var(--amber)">
        <path d="M40 62 L150 56 L190 48 L206 52 L192 62 L150 66 Z" />
        <circle cx="46" cy="62" r="14" />
        <circle cx="46" cy="62" r="6" fill="var(--amber)" />
        <path d="M92 58 L86 40 L112 40 L120 57" />
        <path d="M92 64 L86 82 L112 82 L120 65" />
        <path d="M196 52 L212 52" />
      </g>
      <path d="M32 62 L6 58 M32 66 L10 70" stroke="var(--brass)" strokeWidth="2" strokeDasharray="4 4" />
    </g>
  ),
  'out-to-the-black': (
    <g>
      <Stars seed={7} />
      <g {...STROKE} color="var(--brass)">
        <ellipse cx="120" cy="55" rx="100" ry="28" strokeDasharray="3 5" />
        <ellipse cx="120" cy="55" rx="60" ry="16" strokeDasharray="3 5" />
      </g>
      <circle cx="120" cy="55" r="13" fill="var(--amber)" />
      <circle cx="60" cy="43" r="7" fill="none" stroke="var(--amber-bright)" strokeWidth="2" />
      <circle cx="205" cy="62" r="5" fill="var(--ok)" />
      <path d="M168 40 l8 -4 l-2 8 Z" fill="var(--text)" />
    </g>
  ),
  misbehavin: (
    <g>
      <Stars seed={11} />
      {/* A fanned hand of cards with a brass coin. */}
      {[-24, -8, 8, 24].map((angle, i) => (
        <g key={angle} transform={`rotate(${angle} 120 110)`}>
          <rect
            x="104"
            y="24"
            width="34"
            height="50"
            rx="4"
            fill="var(--panel)"
            stroke={i === 3 ? 'var(--amber)' : 'var(--brass)'}
            strokeWidth="2"
          />
          <path d={`M112 34 l4 6 l-4 6 l-4 -6 Z`} fill={i % 2 ? 'var(--danger)' : 'var(--amber)'} />
        </g>
      ))}
      <circle cx="190" cy="72" r="12" fill="none" stroke="var(--amber)" strokeWidth="2" />
      <circle cx="190" cy="72" r="6" fill="var(--brass)" />
    </g>
  ),
  'niskas-debt': (
    <g>
      <Stars seed={5} />
      {/* An orbital skyplex: a ring on a long spindle, with a ledger of debts. */}
      <g {...STROKE} color="var(--brass)">
        <ellipse cx="120" cy="50" rx="38" ry="12" />
        <path d="M120 14 L120 92" />
        <rect x="110" y="36" width="20" height="28" rx="3" />
      </g>
      <g {...STROKE} color="var(--amber)">
        <path d="M30 30 h40 M30 44 h32 M30 58 h44 M30 72 h26" />
        <path d="M176 28 l26 0 l0 50 l-26 0 Z" />
        <path d="M182 40 h14 M182 52 h14 M182 64 h8" />
      </g>
    </g>
  ),
  'test-pairs': (
    <g>
      <Stars seed={2} />
      <g transform="rotate(-8 100 55)">
        <rect x="78" y="22" width="40" height="60" rx="5" fill="var(--panel)" stroke="var(--amber)" strokeWidth="2" />
        <text x="98" y="60" textAnchor="middle" fontSize="22" fill="var(--amber)" fontFamily="monospace">
          3
        </text>
      </g>
      <g transform="rotate(8 140 55)">
        <rect x="122" y="22" width="40" height="60" rx="5" fill="var(--panel)" stroke="var(--amber)" strokeWidth="2" />
        <text x="142" y="60" textAnchor="middle" fontSize="22" fill="var(--amber)" fontFamily="monospace">
          3
        </text>
      </g>
    </g>
  ),
};

function fallbackArt(id: string): ReactNode {
  const seed = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return (
    <g>
      <Stars seed={seed % 13} />
      <circle cx={60 + (seed % 120)} cy="55" r="20" fill="none" stroke="var(--amber)" strokeWidth="2" />
      <path d="M20 90 Q120 20 220 90" fill="none" stroke="var(--brass)" strokeWidth="2" strokeDasharray="5 5" />
    </g>
  );
}

/** Decorative: the game's name is always written next to it, so the art is hidden from screen readers. */
export function GameArt({ gameId, className }: { gameId: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 110"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="240" height="110" fill="var(--bg)" />
      {ART[gameId] ?? fallbackArt(gameId)}
    </svg>
  );
}
