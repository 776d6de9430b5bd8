// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ar } from '../../locales/ar.ts';
import { en } from '../../locales/en.ts';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('PageErrorBoundary', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => cleanup());

  it('shows its page while nothing fails', () => {
    render(
      <MemoryRouter>
        <PageErrorBoundary>
          <h1>Fine</h1>
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
  });

  it('turns a page that fails into a way to try again, in the page language', async () => {
    // React reports the caught error on the console; the test expects it.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/my-stories?page=2');
    const { unmount } = render(
      <MemoryRouter>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en.pageError.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.pageError.retry }).getAttribute('href')).toBe(
      '/my-stories?page=2',
    );
    unmount();

    await i18n.changeLanguage('ar');
    render(
      <MemoryRouter>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ar.pageError.title })).toBeTruthy();
    quiet.mockRestore();
    await i18n.changeLanguage('en');
  });
});
