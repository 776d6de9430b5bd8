import { Quote } from 'lucide-react';
import type { Testimonial } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLandingData } from '../api/get-landing-data.ts';

/** The home page shows this many parents' words at most. */
export const TESTIMONIALS_SHOWN = 3;

const tones = [
  'bg-moon-100 text-night-900',
  'bg-night-100 text-night-900',
  'bg-teal-600/15 text-teal-600',
] as const;

function TestimonialCard({ testimonial, tone }: { testimonial: Testimonial; tone: string }) {
  return (
    <li className="w-full md:w-[calc((100%-3rem)/3)]">
      {/* Their words as they wrote them: the card takes their language and its direction. */}
      <figure
        lang={testimonial.language}
        dir={testimonial.language === 'ar' ? 'rtl' : 'ltr'}
        className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-soft"
      >
        <Quote className="h-8 w-8 text-moon-500 rtl:-scale-x-100" aria-hidden="true" />
        <blockquote className="mt-3 flex-1 whitespace-pre-line leading-relaxed text-ink-700">
          <p>{testimonial.message}</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${tone}`}
          >
            {Array.from(testimonial.firstName.trim())[0]?.toLocaleUpperCase()}
          </span>
          <span className="grid">
            <bdi className="font-extrabold text-night-900">{testimonial.firstName}</bdi>
            <bdi className="text-sm text-ink-600">{testimonial.city}</bdi>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Up to three parents' words that an admin approved, with their first name and city. No section
 * at all while there are none (and in the prerendered page, which has no data): no parent is
 * ever made up.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const testimonials = useLandingData().data?.testimonials.slice(0, TESTIMONIALS_SHOWN) ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16"
      data-testid="testimonials"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-extrabold text-night-900">
        {t('landing.testimonials.title')}
      </h2>
      <p className="mt-2 text-center text-ink-600">{t('landing.testimonials.subtitle')}</p>
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {testimonials.map((testimonial, index) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            tone={tones[index % tones.length] ?? tones[0]}
          />
        ))}
      </ul>
    </section>
  );
}
