import { MapPinPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useCreator } from '../hooks/use-creator.ts';
import { itemGender } from '../lib/item-gender.ts';
import { CreatedSummary } from './created-summary.tsx';
import { CreationPage } from './creation-page.tsx';
import { useLocationName } from './location-card.tsx';
import { LocationForm } from './location-form.tsx';

/** /create-location: the standalone form (docs/product/screens.md); admins add default locations here. */
export function CreateLocationPage() {
  const { t } = useTranslation();
  const creator = useCreator();
  const nameOf = useLocationName();
  return (
    <>
      <Seo
        title={t('catalogue.seo.createLocation.title')}
        description={t('catalogue.seo.createLocation.description')}
        path="/create-location"
        noindex
      />
      <CreationPage
        icon={<MapPinPlus className="h-7 w-7" aria-hidden="true" />}
        title={t('catalogue.locationForm.title')}
        subtitle={t('catalogue.locationForm.subtitle')}
      >
        <LocationForm
          standalone
          renderCreated={(location, again) => (
            <CreatedSummary
              wide
              title={t('catalogue.locationForm.doneTitle', {
                name: nameOf(location),
                context: itemGender(location),
              })}
              name={nameOf(location)}
              picture={location.imageMedium ?? location.imageUrl}
              again={again}
              againLabel={t('catalogue.locationForm.createAnother')}
              links={
                creator.isAdmin
                  ? []
                  : [
                      { to: '/my-locations', label: t('catalogue.locationForm.seeMine') },
                      { to: '/create', label: t('catalogue.form.startStory') },
                    ]
              }
            />
          )}
        />
      </CreationPage>
    </>
  );
}
