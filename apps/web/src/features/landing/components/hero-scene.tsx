/** The hero picture: a child reading under the crescent moon beside a sleepy camel and a falcon, drawn in code. */
export function HeroScene({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 480 380"
      role="img"
      aria-label={label}
      className="h-auto w-full drop-shadow-xl"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f1b4d" />
          <stop offset="1" stopColor="#5149a8" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f9d684" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f9d684" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-dune" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9a91c" />
          <stop offset="1" stopColor="#c9821a" />
        </linearGradient>
      </defs>
      <rect width="480" height="380" rx="36" fill="url(#hero-sky)" />
      <circle cx="360" cy="92" r="90" fill="url(#hero-glow)" />
      <path d="M372 40a52 52 0 1 0 28 94 44 44 0 0 1-28-94z" fill="#f6c453" />
      {[
        [60, 50, 2.4],
        [120, 90, 1.6],
        [190, 40, 2],
        [250, 110, 1.4],
        [90, 150, 1.8],
        [440, 170, 1.6],
        [300, 50, 1.4],
        [30, 110, 1.2],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff6dc" />
      ))}
      <path
        d="M0 270 Q120 210 240 262 T480 240 V344 a36 36 0 0 1-36 36 H36 a36 36 0 0 1-36-36z"
        fill="#3d3787"
        opacity="0.7"
      />
      <path
        d="M0 300 Q140 250 270 296 T480 290 V344 a36 36 0 0 1-36 36 H36 a36 36 0 0 1-36-36z"
        fill="url(#hero-dune)"
      />
      {/* camel resting */}
      <g transform="translate(292 232)" fill="#8a5a2b">
        <ellipse cx="60" cy="52" rx="58" ry="26" />
        <path d="M30 36 q18 -38 34 -4 q14 -30 30 2 z" />
        <path d="M108 46 q22 -8 26 -40 q2 -10 12 -8 q10 2 8 12 l-4 6 q-4 30 -30 46z" />
        <circle cx="148" cy="6" r="2.4" fill="#1e1b2e" />
        <path d="M20 74 h24 v8 h-24z M84 74 h24 v8 h-24z" />
      </g>
      {/* child reading */}
      <g transform="translate(120 214)">
        <ellipse cx="40" cy="96" rx="54" ry="10" fill="#1e1b2e" opacity="0.18" />
        <path d="M8 92 q4 -46 32 -48 q28 2 32 48z" fill="#d9486b" />
        <circle cx="40" cy="30" r="22" fill="#c98b5e" />
        <path d="M18 28 q2 -26 24 -24 q22 0 22 24 q-8 -12 -22 -12 q-16 0 -24 12z" fill="#2a1c14" />
        <circle cx="33" cy="32" r="2.2" fill="#1e1b2e" />
        <circle cx="48" cy="32" r="2.2" fill="#1e1b2e" />
        <path
          d="M35 41 q5 4 10 0"
          stroke="#1e1b2e"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M6 70 l34 10 l34 -10 v22 l-34 10 l-34 -10z" fill="#fdf8ef" />
        <path d="M40 80 v22" stroke="#e6e4f7" strokeWidth="2" />
        <path
          d="M12 76 l22 6 M12 82 l22 6 M46 82 l22 -6 M46 88 l22 -6"
          stroke="#c9c5ea"
          strokeWidth="1.5"
        />
      </g>
      {/* falcon */}
      <g transform="translate(214 150)" fill="#5b4636">
        <path d="M0 30 q30 -30 60 -6 q-24 -2 -30 14 q-14 -10 -30 -8z" />
        <circle cx="58" cy="22" r="8" />
        <path d="M64 22 l8 3 l-8 3z" fill="#e9a91c" />
        <circle cx="60" cy="20" r="1.6" fill="#fdf8ef" />
      </g>
    </svg>
  );
}
