import { Headphones, Languages, ShieldCheck, House } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';

const benefits = [
  {
    icon: Languages,
    title: 'landing.benefits.bilingualTitle',
    text: 'landing.benefits.bilingualText',
    tone: 'bg-night-50 text-night-700',
  },
  {
    icon: House,
    title: 'landing.benefits.dialectTitle',
    text: 'landing.benefits.dialectText',
    tone: 'bg-moon-100 text-moon-500',
  },
  {
    icon: Headphones,
    title: 'landing.benefits.listenTitle',
    text: 'landing.benefits.listenText',
    tone: 'bg-teal-600/10 text-teal-600',
  },
  {
    icon: ShieldCheck,
    title: 'landing.benefits.safeTitle',
    text: 'landing.benefits.safeText',
    tone: 'bg-rose-500/10 text-rose-500',
  },
] as const;

export function Benefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="benefits-title" className="text-center text-3xl font-extrabold text-night-900">
        {t('landing.benefitsTitle')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
            <span
              className={`flex h-12 w-12 items-center justify-center rounded-2xl ${benefit.tone}`}
            >
              <benefit.icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-extrabold text-night-900">{t(benefit.title)}</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
