// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingMode, Story, StoryPage } from '@qamar/shared';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages } from '../../../lib/testing/fixtures.ts';
import { renderAt } from '../../../lib/testing/render-at.tsx';
import { storiesAr } from '../../../locales/stories.ar.ts';
import { StoryReader } from './story-reader.tsx';

const page = (n: number): StoryPage => ({
  index: n - 1,
  imageUrl: null,
  imageMedium: null,
  imageThumbnail: null,
  contentEn: `Page ${n} in English.`,
  contentAr: `قَمَرٌ ${n}`,
  contentDialect: null,
  narrationEnUrl: `/media/en-${n}.mp3`,
  narrationArUrl: `/media/ar-${n}.mp3`,
  narrationDialectUrl: null,
  narrations: {
    en: { url: `/media/en-${n}.mp3`, durationMs: 3000, words: [] },
    ar: { url: `/media/ar-${n}.mp3`, durationMs: 3000, words: [] },
    dialect: null,
  },
});

const story: Story = {
  id: 9,
  title: 'The Moon Boat',
  titleEn: 'The Moon Boat',
  titleAr: 'قارب القمر',
  titleDialect: null,
  description: null,
  dialect: 'standard',
  ageGroup: '3-5',
  length: 3,
  status: 'complete',
  thumbnailUrl: null,
  firstPageImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  featured: false,
  moralEn: null,
  moralAr: null,
  error: null,
  isOwner: false,
  theme: null,
  characters: [],
  location: { name: 'Garden', nameAr: null },
  pages: [page(1), page(2), page(3)],
};

function renderReader(path: string, reading?: { mode: ReadingMode; vowelMarks: boolean }) {
  renderAt(path, <StoryReader story={{ ...story, reading }} title={story.title} />);
}

const text = () => screen.getByTestId('story-text').textContent;
const position = () => screen.getByTestId('page-position').textContent;
const press = (key: string) => fireEvent.keyDown(document.body, { key });

describe('StoryReader controls', () => {
  beforeAll(loadBothLanguages);
  beforeEach(() => {
    // happy-dom plays nothing: playing and pausing only change `paused` and say so, as a browser does.
    const paused = new WeakMap<HTMLMediaElement, boolean>();
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return paused.get(this) ?? true;
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused.set(this, false);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      if (paused.get(this) === false) this.dispatchEvent(new Event('pause'));
      paused.set(this, true);
    });
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('turns pages with Next and Previous, disabled at the ends', () => {
    renderReader('/story/9');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(position()).toBe('1 of 3');
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(position()).toBe('3 of 3');
    expect(text()).toBe('قَمَرٌ 3');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(previous);
    expect(position()).toBe('2 of 3');
  });

  it('turns pages with the arrow keys along the reading direction in English', () => {
    renderReader('/story/9');
    press('ArrowRight');
    expect(position()).toBe('2 of 3');
    press('ArrowLeft');
    expect(position()).toBe('1 of 3');
    press('ArrowLeft');
    expect(position()).toBe('1 of 3');
  });

  it('turns forward with ArrowLeft in Arabic, right to left, with Arabic labels', async () => {
    await i18n.changeLanguage('ar');
    renderReader('/ar/story/9');
    expect(screen.getByRole('button', { name: storiesAr.reader.next })).toBeTruthy();
    press('ArrowLeft');
    expect(position()).toBe('2 من 3');
    press('ArrowRight');
    expect(position()).toBe('1 من 3');
  });

  it('opens a standard story in Fusha, and the vowel marks switch takes them off and back', () => {
    renderReader('/story/9');
    const languages = screen.getByRole('group', { name: 'Reading language' });
    expect(
      within(languages)
        .getByRole('button', { name: 'Arabic (Fusha)' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const marks = screen.getByRole('switch', { name: /Vowel marks/ });
    expect(marks.getAttribute('aria-checked')).toBe('true');
    expect(text()).toBe('قَمَرٌ 1');
    fireEvent.click(marks);
    expect(marks.getAttribute('aria-checked')).toBe('false');
    expect(text()).toBe('قمر 1');
    // The choice stays while the pages turn.
    press('ArrowRight');
    expect(text()).toBe('قمر 2');
    fireEvent.click(marks);
    expect(text()).toBe('قَمَرٌ 2');
  });

  it('has no vowel marks switch in English', () => {
    renderReader('/story/9');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(text()).toBe('Page 1 in English.');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('plays and pauses the narration, and a page turn stops it', async () => {
    renderReader('/story/9');
    const player = () => screen.getByTestId('narration-player');
    await act(async () => {
      fireEvent.click(within(player()).getByRole('button', { name: 'Play narration' }));
    });
    const pause = within(player()).getByRole('button', { name: 'Pause narration' });
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(player().querySelector('audio')?.getAttribute('src')).toBe('/media/ar-1.mp3');
    await act(async () => {
      fireEvent.click(pause);
    });
    expect(within(player()).getByRole('button', { name: 'Play narration' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(player()).getByRole('button', { name: 'Play narration' }));
    });
    press('ArrowRight');
    expect(within(player()).getByRole('button', { name: 'Play narration' })).toBeTruthy();
    expect(player().querySelector('audio')?.getAttribute('src')).toBe('/media/ar-2.mp3');
  });

  describe("a story made with the parent's child opens the way the child reads", () => {
    const player = () => screen.getByTestId('narration-player');
    const audio = () => player().querySelector('audio')!;
    /** Start the page's voice and let it run to its end. */
    const listenToPage = async () => {
      await act(async () => {
        fireEvent.click(within(player()).getByRole('button', { name: 'Play narration' }));
      });
      await act(async () => {
        audio().dispatchEvent(new Event('ended'));
      });
    };

    it('reading along: the voice on, vowel marks as the parent chose, and the child turns the page', async () => {
      renderReader('/story/9', { mode: 'read-along', vowelMarks: false });
      expect(screen.getByRole('switch', { name: /Vowel marks/ }).getAttribute('aria-checked')).toBe(
        'false',
      );
      expect(text()).toBe('قمر 1');
      expect(within(player()).getByRole('button', { name: 'Mute narration' })).toBeTruthy();
      expect(audio().muted).toBe(false);
      await listenToPage();
      expect(position()).toBe('1 of 3');
    });

    it('listening: each page whose voice ends turns to the next, which plays on', async () => {
      renderReader('/story/9', { mode: 'listen', vowelMarks: true });
      expect(text()).toBe('قَمَرٌ 1');
      await listenToPage();
      expect(position()).toBe('2 of 3');
      expect(audio().getAttribute('src')).toBe('/media/ar-2.mp3');
      expect(within(player()).getByRole('button', { name: 'Pause narration' })).toBeTruthy();
    });

    it('reading alone: the narration starts muted', () => {
      renderReader('/story/9', { mode: 'read-alone', vowelMarks: true });
      expect(within(player()).getByRole('button', { name: 'Unmute narration' })).toBeTruthy();
      expect(audio().muted).toBe(true);
    });

    it('a story without a child opens with the voice, the vowel marks, and no page turning by itself', async () => {
      renderReader('/story/9');
      expect(screen.getByRole('switch', { name: /Vowel marks/ }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(audio().muted).toBe(false);
      await listenToPage();
      expect(position()).toBe('1 of 3');
    });
  });
});
