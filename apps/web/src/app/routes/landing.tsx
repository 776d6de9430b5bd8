import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo.tsx';
import { useSession } from '../../lib/session/get-user.ts';
import { Benefits } from '../../features/landing/components/benefits.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { HowItWorks } from '../../features/landing/components/how-it-works.tsx';
import { Pricing } from '../../features/landing/components/pricing.tsx';

/** Signed in, the call to action opens /create; otherwise /auth, coming back to /create afterwards (SPEC.md 2). */
export function LandingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const ctaTo = session.user ? '/create' : `/auth?returnTo=${encodeURIComponent('/create')}`;
  return (
    <>
      <Seo title={t('seo.home.title')} description={t('seo.home.description')} path="/" />
      <Hero ctaTo={ctaTo} />
      <HowItWorks />
      <Benefits />
      <Pricing ctaTo={ctaTo} />
      <FinalCta ctaTo={ctaTo} />
    </>
  );
}
