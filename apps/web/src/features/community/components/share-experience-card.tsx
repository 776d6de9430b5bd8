import { useState } from 'react';
import { MessageSquareHeart } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TestimonialDialog } from './testimonial-dialog.tsx';

/** The dashboard's invitation to tell other families how Qamar goes at home (a testimonial for the home page). */
export function ShareExperienceCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="share-experience"
      className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-night-900 p-6 text-white shadow-soft sm:flex-row sm:items-center"
    >
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-moon-400 text-night-950">
        <MessageSquareHeart className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="share-experience" className="text-xl font-extrabold">
          {t('community.testimonial.cardTitle')}
        </h2>
        <p className="text-night-100">{t('community.testimonial.cardText')}</p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('community.testimonial.open')}
      </Button>
      <TestimonialDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
