// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Character, CharacterType, Location, UsageStats } from '@qamar/shared';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages, parentUser } from '../../../lib/testing/fixtures.ts';
import { renderAt } from '../../../lib/testing/render-at.tsx';
import { storeUserToken } from '../../../lib/tokens.ts';
import { catalogueAr } from '../../../locales/catalogue.ar.ts';
import { useStorySelection } from '../hooks/use-story-selection.ts';
import { StoryCharactersCard } from './story-characters-card.tsx';
import { StoryLocationCard } from './story-location-card.tsx';

const parent = parentUser();

const types: CharacterType[] = ['human', 'animal', 'magical'];
const character = (id: number, own = false): Character => {
  const type = types[id % 3] ?? 'human';
  return {
    id,
    name: `Hero ${id}`,
    nameEn: `Hero ${id}`,
    nameAr: `بطل ${id}`,
    age: '7',
    gender: 'female',
    type,
    species: null,
    details: { type, gender: 'female', name: `Hero ${id}`, nameAr: `بطل ${id}` },
    description: 'A kind hero',
    isDefault: !own,
    userId: own ? 7 : null,
    imageUrl: null,
    imageMedium: null,
    imageThumbnail: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
};
const place = (id: number): Location => ({
  id,
  name: `Place ${id}`,
  nameEn: `Place ${id}`,
  nameAr: `مكان ${id}`,
  type: 'nature',
  description: 'A quiet place',
  details: { description: 'A quiet place', type: 'nature' },
  isPublic: true,
  userId: null,
  imageUrl: null,
  imageMedium: null,
  imageThumbnail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const usage = {
  subscription: 'Free',
  plan: 'free',
  characters: { used: 1, limit: 2 },
  locations: { used: 0, limit: 1 },
} as unknown as UsageStats;

const answers: Record<string, unknown> = {
  '/api/user': parent,
  '/api/user/usage-stats': usage,
  '/api/characters/own': [character(100, true)],
  // Twelve to meet: 4 humans (3, 6, 9, 12), 4 animals (1, 4, 7, 10), 4 magical (2, 5, 8, 11); 100 is an animal.
  '/api/characters/default': Array.from({ length: 12 }, (_, i) => character(i + 1)),
  '/api/locations/own': [],
  '/api/locations': Array.from({ length: 12 }, (_, i) => place(i + 1)),
};

function Form() {
  const selection = useStorySelection();
  return (
    <>
      <StoryCharactersCard selection={selection} />
      <StoryLocationCard selection={selection} />
      <Toaster />
    </>
  );
}

function renderForm(path = '/create') {
  renderAt(path, <Form />);
}

/** Opens a picker and waits for its lists, which load once the session is known. */
async function openPicker(trigger: string, title: string, items: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog', { name: title });
  for (const name of items)
    await within(dialog).findByRole('button', { name: new RegExp(`^${name}\\b`) });
  return dialog;
}
const characterPicker = () =>
  openPicker('Choose characters', 'Choose your characters', ['Hero 100', 'Hero 1']);

const heroes = (dialog: HTMLElement) =>
  within(within(dialog).getByTestId('default-characters'))
    .getAllByRole('button', { pressed: undefined })
    .map((b) => b.textContent?.match(/Hero \d+|بطل \d+/)?.[0]);
const hero = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name}\\b`) });

describe('the story pickers', () => {
  beforeAll(loadBothLanguages);
  beforeEach(() => {
    storeUserToken('parent-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path in answers
          ? Response.json(answers[path])
          : Response.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
  });
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('chooses up to three characters, refuses a fourth with a notice, and shows them on the form', async () => {
    renderForm();
    const dialog = await characterPicker();
    expect(within(dialog).getByText('0 of 3 characters selected')).toBeTruthy();
    for (const name of ['Hero 100', 'Hero 1', 'Hero 2']) fireEvent.click(hero(dialog, name));
    expect(hero(dialog, 'Hero 1').getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('3 of 3 characters selected')).toBeTruthy();
    fireEvent.click(hero(dialog, 'Hero 3'));
    expect(hero(dialog, 'Hero 3').getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('Maximum Characters Reached')).toBeTruthy();
    // Pressing a chosen one again lets it go, and makes room.
    fireEvent.click(hero(dialog, 'Hero 2'));
    fireEvent.click(hero(dialog, 'Hero 3'));
    expect(within(dialog).getByText('3 of 3 characters selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Hero 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Hero 1' }));
    expect(screen.queryByRole('button', { name: 'Remove Hero 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change characters' })).toBeTruthy();
  });

  it('closes with Escape and keeps what was chosen', async () => {
    renderForm();
    const dialog = await characterPicker();
    fireEvent.click(hero(dialog, 'Hero 6'));
    fireEvent.keyDown(hero(dialog, 'Hero 6'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Hero 6' })).toBeTruthy();
  });

  it('filters the characters by type, with the count of each', async () => {
    renderForm();
    const dialog = await characterPicker();
    const filters = within(dialog).getByRole('group', { name: 'Show characters by type' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All13', 'Human4', 'Animal5', 'Magical4']);
    fireEvent.click(within(filters).getByRole('button', { name: /^Animal/ }));
    expect(heroes(dialog)).toEqual(['Hero 1', 'Hero 4', 'Hero 7', 'Hero 10']);
    expect(within(dialog).queryByRole('button', { name: /^Hero 3\b/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /^Hero 100\b/ })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: /^Human/ }));
    expect(heroes(dialog)).toEqual(['Hero 3', 'Hero 6', 'Hero 9', 'Hero 12']);
    expect(within(dialog).getByText('No characters of this type yet.')).toBeTruthy();
  });

  it('shuffles in the characters not shown yet and keeps the chosen one', async () => {
    renderForm();
    const dialog = await characterPicker();
    const first = heroes(dialog);
    expect(first).toHaveLength(8);
    fireEvent.click(hero(dialog, 'Hero 5'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discover More Heroes' }));
    const second = heroes(dialog);
    expect(second).toHaveLength(8);
    expect(second).toContain('Hero 5');
    for (const unseen of ['Hero 9', 'Hero 10', 'Hero 11', 'Hero 12'])
      expect(second).toContain(unseen);
    expect(hero(dialog, 'Hero 5').getAttribute('aria-pressed')).toBe('true');
  });

  it('chooses one location, which closes the picker', async () => {
    renderForm();
    const dialog = await openPicker('Choose a location', 'Choose a location', ['Place 1']);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Place 4\b/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Place 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Place 4.*Change location$/ }));
    const again = await screen.findByRole('dialog', { name: 'Choose a location' });
    expect(
      within(again)
        .getByRole('button', { name: /^Place 4\b/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('speaks Arabic on /ar: Arabic names, texts and the limit notice', async () => {
    await i18n.changeLanguage('ar');
    renderForm('/ar/create');
    const dialog = await openPicker(
      catalogueAr.story.chooseCharacters,
      catalogueAr.characterPicker.title,
      ['بطل 100', 'بطل 1'],
    );
    for (const name of ['بطل 1', 'بطل 2', 'بطل 3', 'بطل 4']) fireEvent.click(hero(dialog, name));
    expect(hero(dialog, 'بطل 4').getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText(catalogueAr.characterPicker.maxTitle)).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: catalogueAr.characterPicker.shuffle }),
    ).toBeTruthy();
  });
});
