// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { parentUser } from '../../lib/testing/fixtures.ts';
import { renderAt } from '../../lib/testing/render-at.tsx';
import type { SessionState } from '../../lib/session/get-user.ts';
import { Header } from './header.tsx';

const parent = parentUser({ subscription: 'Family' });

function renderHeader(session: SessionState, path = '/') {
  return renderAt(path, <Header session={session} />);
}

describe('Header', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(cleanup);

  it('shows About, Help and Sign In to a visitor, and no plan badge', () => {
    renderHeader({ status: 'signed-out', user: null });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About', 'Help']);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText(/Your plan/)).toBeNull();
  });

  it('shows the signed-in navigation, the plan badge and the account menu to a parent', async () => {
    renderHeader({ status: 'signed-in', user: parent }, '/story/3');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Dashboard',
      'My Stories',
      'Library',
      'Create Story',
      'Forum',
    ]);
    // A story page counts as My Stories.
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Your plan: Family').getAttribute('href')).toBe('/subscription');
    // The menu loads on its own, as only signed-in accounts have it.
    expect(await screen.findByRole('button', { name: 'Account menu for Layla' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('links every item to its Arabic page on /ar routes', async () => {
    await i18n.changeLanguage('ar');
    renderHeader({ status: 'signed-in', user: parent }, '/ar/dashboard');
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/ar/dashboard', '/ar/my-stories', '/ar/library', '/ar/create', '/ar/forum']);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/dashboard');
    await i18n.changeLanguage('en');
  });
});
