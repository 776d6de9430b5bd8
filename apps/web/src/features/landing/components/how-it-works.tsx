import { BookOpenText, MapPinned, UsersRound } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';

const steps = [
  { icon: UsersRound, title: 'landing.steps.pickTitle', text: 'landing.steps.pickText' },
  { icon: MapPinned, title: 'landing.steps.placeTitle', text: 'landing.steps.placeText' },
  { icon: BookOpenText, title: 'landing.steps.readTitle', text: 'landing.steps.readText' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-3xl font-extrabold text-night-900">
          {t('landing.howTitle')}
        </h2>
        <p className="mt-2 text-center text-ink-600">{t('landing.howSubtitle')}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-[var(--radius-card)] bg-cream-50 p-6">
              <span
                className="absolute -top-4 start-6 flex h-9 w-9 items-center justify-center rounded-full bg-night-900 font-extrabold text-moon-300"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <step.icon className="mt-3 h-9 w-9 text-night-600" aria-hidden="true" />
              <h3 className="mt-3 text-xl font-extrabold text-night-900">{t(step.title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
