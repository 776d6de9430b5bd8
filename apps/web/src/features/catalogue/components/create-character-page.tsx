import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Seo } from '../../../components/seo/seo.tsx';
import { useCreator } from '../hooks/use-creator.ts';
import { itemGender } from '../lib/item-gender.ts';
import { useCharacterName } from './character-card.tsx';
import { CharacterForm } from './character-form.tsx';
import { CreatedSummary } from './created-summary.tsx';
import { CreationPage } from './creation-page.tsx';

/** /create-character: the standalone form (docs/product/screens.md); admins add default characters here. */
export function CreateCharacterPage() {
  const { t } = useTranslation();
  const creator = useCreator();
  const nameOf = useCharacterName();
  return (
    <>
      <Seo
        title={t('catalogue.seo.createCharacter.title')}
        description={t('catalogue.seo.createCharacter.description')}
        path="/create-character"
        noindex
      />
      <CreationPage
        icon={<UserRoundPlus className="h-7 w-7" aria-hidden="true" />}
        title={t('catalogue.characterForm.title')}
        subtitle={t('catalogue.characterForm.subtitle')}
      >
        <CharacterForm
          standalone
          renderCreated={(character, again) => (
            <CreatedSummary
              title={t('catalogue.characterForm.doneTitle', {
                name: nameOf(character),
                context: itemGender(character),
              })}
              name={nameOf(character)}
              picture={character.imageMedium ?? character.imageUrl}
              again={again}
              againLabel={t('catalogue.characterForm.createAnother')}
              links={
                creator.isAdmin
                  ? []
                  : [
                      { to: '/my-characters', label: t('catalogue.characterForm.seeMine') },
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
