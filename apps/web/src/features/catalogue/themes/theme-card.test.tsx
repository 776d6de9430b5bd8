// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '@qamar/shared';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages } from '../../../lib/testing/fixtures.ts';
import { themesAr } from '../../../locales/themes.ar.ts';
import { renderAt } from '../../../lib/testing/render-at.tsx';
import { ThemeCard } from './theme-card.tsx';
import { emptyThemeChoice, type ThemeChoice } from './theme-choice.ts';
import type { ThemeSuggestion } from './theme-suggestions.tsx';

vi.mock('./neutralise-spark.ts', () => ({
  neutraliseSpark: (text: string) => text.replace('Layla', 'A curious child'),
}));

const themes: Theme[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  slug: `theme-${index + 1}`,
  name: `Theme ${index + 1}`,
  nameEn: `Theme ${index + 1}`,
  nameAr: `موضوع ${index + 1}`,
  iconUrl: `/theme-icons/theme-${index + 1}.svg`,
  featured: index < 5,
  featuredOrder: index < 5 ? index + 1 : 999,
  storySparks: index === 17 ? [] : [`Layla finds theme ${index + 1} in the garden`],
}));

let answers: Array<() => Response>;

function renderCard(
  initial: ThemeChoice = emptyThemeChoice,
  suggestion: ThemeSuggestion | null = null,
  path = '/create',
) {
  const seen: ThemeChoice[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <ThemeCard
        suggestion={suggestion}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderAt(path, <Form />);
  return { card: screen.getByRole('region', { name: i18n.t('themes.cardTitle') }), seen };
}

async function openDialog(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button'));
  const dialog = await screen.findByRole('dialog', { name: i18n.t('themes.dialogTitle') });
  return dialog;
}

const tiles = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: i18n.t('themes.popular') })).getAllByRole(
    'button',
  );
const box = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(i18n.t('themes.descriptionLabel')) as HTMLTextAreaElement;

describe('ThemeCard', () => {
  // The theme dialog's texts load with the screens behind the landing page.
  beforeAll(loadBothLanguages);
  beforeEach(() => {
    answers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (answers.shift() ?? (() => Response.json(themes)))()),
    );
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("offers the themes that suit the chosen child's interests, in the order given, and picks one with a tap", async () => {
    const { card, seen } = renderCard(emptyThemeChoice, {
      childName: 'Hessa',
      slugs: ['theme-9', 'missing-theme', 'theme-2'],
    });
    const group = await within(card).findByRole('group', { name: 'Themes for Hessa' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Theme 9', 'Theme 2']);
    fireEvent.click(within(group).getByRole('button', { name: 'Theme 9' }));
    expect(seen.at(-1)).toMatchObject({
      themeId: 9,
      description: '',
      theme: { nameEn: 'Theme 9' },
    });
    expect(
      within(group).getByRole('button', { name: 'Theme 9' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(card.textContent).toContain('Theme 9');
  });

  it("offers no suggestions while the parent's own idea leads", async () => {
    const { card } = renderCard(
      { themeId: null, description: 'A dragon who is afraid of the dark', theme: null },
      { childName: 'Hessa', slugs: ['theme-9'] },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).queryByRole('group', { name: 'Themes for Hessa' })).toBeNull();
  });

  it('invites a choice, then shows 8 tiles with the 4 first featured themes', async () => {
    const { card } = renderCard();
    expect(card.textContent).toContain('Choose a theme or write your own idea');
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    expect(
      tiles(dialog)
        .slice(0, 4)
        .map((tile) => tile.textContent),
    ).toEqual(['FeaturedTheme 1', 'FeaturedTheme 2', 'FeaturedTheme 3', 'FeaturedTheme 4']);
    expect(within(dialog).getByRole('button', { name: 'Discover more stories' })).toBeTruthy();
  });

  it('never writes into the idea when a theme is picked: its neutral spark goes in only when tapped, and the card says the story follows the idea', async () => {
    const { card, seen } = renderCard();
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 2$/ }));
    expect(box(dialog).value).toBe('');
    expect(
      within(dialog)
        .getByRole('button', { name: /Theme 2$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const offer = within(dialog).getByRole('group', {
      name: 'Need an idea? Here is one for this theme',
    });
    expect(offer.textContent).toContain('A curious child finds theme 2 in the garden');
    fireEvent.click(within(offer).getByRole('button', { name: 'Use this idea' }));
    expect(box(dialog).value).toBe('A curious child finds theme 2 in the garden');
    expect(
      within(dialog).queryByRole('group', { name: 'Need an idea? Here is one for this theme' }),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toMatchObject({
      themeId: 2,
      description: 'A curious child finds theme 2 in the garden',
    });
    expect(card.textContent).toContain('A curious child finds theme 2 in the garden');
    expect(card.textContent).toContain('The story will follow your idea, not the theme “Theme 2”.');
  });

  it("keeps the parent's own idea when a theme is picked or unpicked", async () => {
    const { card } = renderCard();
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    fireEvent.change(box(dialog), { target: { value: 'A dragon who is afraid of the dark' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 2$/ }));
    expect(box(dialog).value).toBe('A dragon who is afraid of the dark');
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 2$/ }));
    expect(box(dialog).value).toBe('A dragon who is afraid of the dark');
  });

  it('keeps the theme alone when the box is cleared before saving', async () => {
    const { card, seen } = renderCard({
      themeId: 3,
      description: 'A curious child finds theme 3',
      theme: { nameEn: 'Theme 3', nameAr: 'موضوع 3', iconUrl: '/x.svg' },
    });
    const dialog = await openDialog(card);
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Theme 3$/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the description' }));
    expect(box(dialog).value).toBe('');
    expect(within(dialog).getByText('0 / 500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toMatchObject({ themeId: 3, description: '' });
    expect(card.textContent).toContain('Theme 3');
    expect(card.textContent).not.toContain('The story will follow your idea');
  });

  it('offers no spark for a theme that has none, and picks and unpicks it', async () => {
    const { card } = renderCard({
      themeId: 18,
      description: '',
      theme: { nameEn: 'Theme 18', nameAr: 'موضوع 18', iconUrl: '/x.svg' },
    });
    const dialog = await openDialog(card);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Theme 18$/ })).toBeTruthy(),
    );
    // Theme 18 is selected: one press deselects it, the next picks it again.
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 18$/ }));
    expect(
      within(dialog)
        .getByRole('button', { name: /Theme 18$/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 18$/ }));
    expect(
      within(dialog)
        .getByRole('button', { name: /Theme 18$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(box(dialog).value).toBe('');
    expect(
      within(dialog).queryByRole('group', { name: 'Need an idea? Here is one for this theme' }),
    ).toBeNull();
  });

  it('discards the edits on Cancel', async () => {
    const { card, seen } = renderCard();
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    fireEvent.change(box(dialog), { target: { value: 'A dragon who is afraid of the dark' } });
    expect(within(dialog).getByText('34 / 500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toEqual([]);
    expect(card.textContent).toContain('Choose a theme or write your own idea');
  });

  it('says so kindly when the themes cannot load, and tries again', async () => {
    answers.push(() => Response.json({ message: 'Something went wrong' }, { status: 500 }));
    const { card } = renderCard();
    const dialog = await openDialog(card);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the themes');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
  });

  it('saves the idea trimmed, caps it at 500 characters, and says a typed idea leads over the theme', async () => {
    const { card, seen } = renderCard();
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    expect(box(dialog).maxLength).toBe(500);
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 2$/ }));
    fireEvent.change(box(dialog), { target: { value: '  A lantern that hums  ' } });
    expect(dialog.textContent).toContain(
      'Your own idea will be used, so the theme “Theme 2” is set aside.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toMatchObject({ themeId: 2, description: 'A lantern that hums' });
  });

  it('saves an idea of spaces alone as no idea, and Escape discards the edits', async () => {
    const { card, seen } = renderCard();
    let dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    fireEvent.click(within(dialog).getByRole('button', { name: /Theme 4$/ }));
    fireEvent.change(box(dialog), { target: { value: '   ' } });
    expect(dialog.textContent).not.toContain('is set aside');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toMatchObject({ themeId: 4, description: '' });
    dialog = await openDialog(card);
    fireEvent.change(box(dialog), { target: { value: 'A brave little boat' } });
    fireEvent.keyDown(box(dialog), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toHaveLength(1);
    expect(card.textContent).not.toContain('A brave little boat');
  });

  it('speaks Arabic on /ar: Arabic theme names, texts and the note naming the theme', async () => {
    await i18n.changeLanguage('ar');
    // The server names the themes in the language the request asks for.
    answers.push(() => Response.json(themes.map((theme) => ({ ...theme, name: theme.nameAr }))));
    const { card, seen } = renderCard(emptyThemeChoice, null, '/ar/create');
    expect(card.textContent).toContain(themesAr.emptyPrompt);
    const dialog = await openDialog(card);
    await waitFor(() => expect(tiles(dialog)).toHaveLength(8));
    fireEvent.click(within(dialog).getByRole('button', { name: /موضوع 2$/ }));
    fireEvent.change(box(dialog), { target: { value: 'قارب صغير شجاع' } });
    expect(dialog.textContent).toContain(themesAr.precedence.replace('{{theme}}', 'موضوع 2'));
    expect(within(dialog).getByText('14 من 500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: themesAr.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toMatchObject({ themeId: 2, description: 'قارب صغير شجاع' });
    expect(card.textContent).toContain(themesAr.ignored.replace('{{theme}}', 'موضوع 2'));
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
  });
});
