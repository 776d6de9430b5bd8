import { useTranslation } from '../../../lib/use-translation.ts';
import type { CurrentUser } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { Section } from './profile-section.tsx';
import { DetailsForm } from './details-form.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { DeleteAccount } from './delete-account.tsx';

export function ProfilePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Seo
        title={t('seo.profile.title')}
        description={t('seo.profile.description')}
        path="/profile"
        noindex
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <header>
          <h1 className="text-4xl font-extrabold text-night-900">{t('profile.title')}</h1>
          <p className="mt-2 text-ink-600">{t('profile.subtitle')}</p>
        </header>
        <Section title={t('profile.detailsTitle')}>
          <DetailsForm user={user} />
        </Section>
        <Section title={t('profile.emailTitle')}>
          <EmailForm user={user} />
        </Section>
        <Section title={t('profile.passwordTitle')}>
          <PasswordForm />
        </Section>
        <Section title={t('profile.deleteTitle')} tone="danger">
          <DeleteAccount />
        </Section>
      </div>
    </>
  );
}
