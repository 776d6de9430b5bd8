import { Quote } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';

const voices = [
  { key: 'cairo', tone: 'bg-moon-100 text-night-900' },
  { key: 'dubai', tone: 'bg-night-100 text-night-900' },
  { key: 'beirut', tone: 'bg-teal-600/15 text-teal-600' },
] as const;

/** Three parents' words (SPEC.md 2), written in each language rather than translated. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="testimonials-title" className="text-center text-3xl font-extrabold text-night-900">{t('landing.testimonials.title')}</h2>
      <p className="mt-2 text-center text-ink-600">{t('landing.testimonials.subtitle')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {voices.map((voice) => {
          const name = t(`landing.testimonials.${voice.key}.name`);
          return (
            <li key={voice.key}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
                <Quote className="h-8 w-8 text-moon-500 rtl:-scale-x-100" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-ink-700">
                  <p>{t(`landing.testimonials.${voice.key}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span aria-hidden="true" className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${voice.tone}`}>
                    {name.slice(0, 1)}
                  </span>
                  <span className="grid">
                    <span className="font-extrabold text-night-900">{name}</span>
                    <span className="text-sm text-ink-600">{t(`landing.testimonials.${voice.key}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
