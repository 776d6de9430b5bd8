import { plans } from '@qamar/shared';
import { useTranslation } from '../../lib/use-translation.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { useSession } from '../../lib/session/get-user.ts';
import { useStories } from '../../features/stories/api/get-stories.ts';
import { Benefits } from '../../features/landing/components/benefits.tsx';
import { ExampleStories } from '../../features/landing/components/example-stories.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { HowItWorks } from '../../features/landing/components/how-it-works.tsx';
import { Pricing } from '../../features/landing/components/pricing.tsx';
import { Testimonials } from '../../features/landing/components/testimonials.tsx';
import { TrustBadges } from '../../features/landing/components/trust-badges.tsx';

/**
 * The sections in docs/product/screens.md's order. Signed in, the call to action opens /create; otherwise
 * /auth, coming back to /create afterwards. A parent who already has stories is asked for a new
 * one, not a first.
 */
export function LandingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = (path: string) =>
    session.user ? path : `/auth?returnTo=${encodeURIComponent(path)}`;
  const ctaTo = signedIn('/create');
  const stories = useStories(1, 1, { enabled: Boolean(session.user) });
  const ctaLabel =
    session.user && (stories.data?.total ?? 0) > 0 ? t('landing.ctaAgain') : t('landing.cta');
  return (
    <>
      <Seo title={t('seo.home.title')} description={t('seo.home.description')} path="/" />
      <Hero ctaTo={ctaTo} ctaLabel={ctaLabel} />
      <ExampleStories ctaTo={ctaTo} />
      <HowItWorks />
      <Benefits />
      <Pricing
        planLink={(id) => (id === 'free' ? ctaTo : signedIn(`/subscribe?plan=${plans[id].name}`))}
      />
      <Testimonials />
      <FinalCta ctaTo={ctaTo} ctaLabel={ctaLabel} />
      <TrustBadges />
    </>
  );
}
