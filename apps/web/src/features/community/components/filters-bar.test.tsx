// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Theme } from '@qamar/shared';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages } from '../../../lib/testing/fixtures.ts';
import { useCommunityFilters } from '../hooks/use-community-filters.ts';
import { FiltersBar } from './filters-bar.tsx';

const themes = [1, 2].map((id) => ({
  id,
  slug: `theme-${id}`,
  name: `Theme ${id}`,
  nameEn: `Theme ${id}`,
  nameAr: `موضوع ${id}`,
  iconUrl: '',
  featured: false,
  featuredOrder: 999,
  storySparks: [],
})) satisfies Theme[];

/** The bar as a page uses it: its filters in the address, shown below it. */
function Page({ sorts = 'library' }: { sorts?: 'library' | 'forum' }) {
  const { filters, update, clear } = useCommunityFilters();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <FiltersBar
        filters={filters}
        onChange={update}
        sorts={sorts}
        themes={themes}
        withFilters={sorts === 'library'}
      />
      <output data-testid="address">{decodeURIComponent(location.search)}</output>
      <button type="button" onClick={clear}>
        clear all
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const renderAt = (path: string, sorts?: 'library' | 'forum') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page sorts={sorts} />
    </MemoryRouter>,
  );
const address = () => screen.getByTestId('address').textContent;
const search = () => screen.getByRole('searchbox') as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('FiltersBar', () => {
  beforeAll(loadBothLanguages);
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows what the address holds and leaves out what it does not know', () => {
    renderAt('/library?q=moon&age=6-8&dialect=klingon&theme=2&sort=popular');
    expect(search().value).toBe('moon');
    expect(select('Age').value).toBe('6-8');
    expect(select('Language').value).toBe('');
    expect(select('Theme').value).toBe('2');
    expect(select('Sort by').value).toBe('popular');
    expect(Array.from(select('Theme').options).map((option) => option.text)).toEqual([
      'All themes',
      'Theme 1',
      'Theme 2',
    ]);
    expect(Array.from(select('Sort by').options).map((option) => option.text)).toEqual([
      'Newest',
      'Most liked',
      'Oldest',
    ]);
  });

  it('puts a chosen filter in the address and starts again at page 1', () => {
    renderAt('/library?sort=oldest&page=3');
    fireEvent.change(select('Language'), { target: { value: 'egyptian' } });
    expect(address()).toBe('?dialect=egyptian&sort=oldest');
    fireEvent.change(select('Age'), { target: { value: '3-5' } });
    fireEvent.change(select('Theme'), { target: { value: '1' } });
    expect(address()).toBe('?age=3-5&dialect=egyptian&theme=1&sort=oldest');
    fireEvent.change(select('Age'), { target: { value: '' } });
    expect(address()).toBe('?dialect=egyptian&theme=1&sort=oldest');
  });

  it('keeps both of two changes made before the page shows the first', () => {
    renderAt('/library?dialect=english');
    // The address renders in a transition: a second choice can come while the page still shows the first one's address.
    act(() => {
      fireEvent.change(select('Language'), { target: { value: '' } });
      fireEvent.change(select('Sort by'), { target: { value: 'oldest' } });
    });
    expect(address()).toBe('?sort=oldest');
  });

  it('searches once typing pauses, trimmed, and at once on Enter', async () => {
    renderAt('/library?page=2');
    fireEvent.change(search(), { target: { value: 'قم' } });
    fireEvent.change(search(), { target: { value: ' قمر ' } });
    expect(address()).toBe('?page=2');
    await waitFor(() => expect(address()).toBe('?q=قمر'));
    fireEvent.change(search(), { target: { value: 'أرنب' } });
    fireEvent.submit(search().closest('form') as HTMLFormElement);
    expect(address()).toBe('?q=أرنب');
  });

  it('follows the address when it changes from outside: clear, and back', async () => {
    renderAt('/library');
    fireEvent.change(search(), { target: { value: 'lantern' } });
    await waitFor(() => expect(address()).toBe('?q=lantern'));
    fireEvent.change(select('Age'), { target: { value: '9-12' } });
    expect(address()).toBe('?q=lantern&age=9-12');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(address()).toBe('?q=lantern');
    expect(select('Age').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'clear all' }));
    expect(address()).toBe('');
    expect(search().value).toBe('');
    // The clear button inside the field empties it at once.
    fireEvent.change(search(), { target: { value: 'owl' } });
    await waitFor(() => expect(address()).toBe('?q=owl'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(address()).toBe('');
    expect(search().value).toBe('');
  });

  it('gives the forum its search and its own names of the orders, without the filters', () => {
    renderAt('/forum', 'forum');
    expect(screen.queryByRole('combobox', { name: 'Age' })).toBeNull();
    expect(Array.from(select('Sort by').options).map((option) => option.text)).toEqual([
      'Most recent',
      'Most popular',
      'Oldest first',
    ]);
    fireEvent.change(select('Sort by'), { target: { value: 'popular' } });
    expect(address()).toBe('?sort=popular');
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/ar/library');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByLabelText('ابحث في القصص')).toBe(search());
    expect(Array.from(select('العمر').options).map((option) => option.text)).toEqual([
      'كل الأعمار',
      '3-5 سنوات',
      '6-8 سنوات',
      '9-12 سنوات',
    ]);
    expect(Array.from(select('الترتيب').options).map((option) => option.text)).toEqual([
      'الأحدث',
      'الأكثر إعجابًا',
      'الأقدم',
    ]);
  });
});
