import { Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const stars = [
  { className: 'start-[8%] top-[18%] h-3 w-3', delay: '0ms' },
  { className: 'start-[22%] top-[62%] h-2 w-2', delay: '400ms' },
  { className: 'end-[12%] top-[24%] h-4 w-4', delay: '800ms' },
  { className: 'end-[28%] top-[70%] h-2.5 w-2.5', delay: '1200ms' },
  { className: 'start-[40%] top-[12%] h-2 w-2', delay: '1600ms' },
];

/** The decorative band at the top of each tour step: a night sky, a moon glow and the step's icon. */
export function TourSky({ icon: Icon, step }: { icon: LucideIcon; step: string }) {
  return (
    <div
      aria-hidden="true"
      className="relative flex h-28 items-center justify-center overflow-hidden bg-gradient-to-b from-night-950 via-night-900 to-night-700 sm:h-40"
      data-step={step}
    >
      {stars.map((star) => (
        <Star
          key={star.className}
          className={`absolute fill-moon-300 text-moon-300 motion-safe:animate-pulse ${star.className}`}
          style={{ animationDelay: star.delay }}
        />
      ))}
      <span className="absolute -bottom-16 left-1/2 h-32 w-72 -translate-x-1/2 rounded-[100%] bg-moon-400/20 blur-2xl" />
      <span className="relative flex h-16 w-16 sm:h-20 sm:w-20 items-center justify-center rounded-full bg-moon-100 shadow-[0_0_40px_rgb(246_196_83/0.55)]">
        <Icon className="h-8 w-8 text-night-900 sm:h-10 sm:w-10" strokeWidth={1.75} />
      </span>
    </div>
  );
}
