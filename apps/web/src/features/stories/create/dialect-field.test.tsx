// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plans, type Dialect } from '@qamar/shared';
import { i18n } from '../../../lib/i18n.ts';
import { loadBothLanguages } from '../../../lib/testing/fixtures.ts';
import { storiesAr } from '../../../locales/stories.ar.ts';
import { DialectField } from './dialect-field.tsx';
import { dialectOptions } from './dialect-options.ts';

function renderField(allowed: readonly Dialect[], { isAdmin = false, path = '/create' } = {}) {
  const chosen: Dialect[] = [];
  function Form() {
    const [value, setValue] = useState<Dialect>('standard');
    return (
      <DialectField
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
        options={dialectOptions(allowed, isAdmin)}
        showUpgrade={!isAdmin}
      />
    );
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Form />
    </MemoryRouter>,
  );
  return chosen;
}

/** Opens the dropdown from the keyboard, as a parent tabbing through the form does. */
function open(name: string) {
  const trigger = screen.getByRole('combobox', { name });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getByRole('listbox');
}

const option = (list: HTMLElement, name: RegExp) => within(list).getByRole('option', { name });

describe('DialectField', () => {
  beforeAll(loadBothLanguages);
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('locks the dialects outside the Starter plan, marks the spoken ones BETA and names the plan that opens them', () => {
    renderField(plans.free.dialects);
    const list = open('Story language');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true']);
    expect(names).toEqual([
      ['Fusha (Modern Standard Arabic)', false],
      ['English', false],
      ['EgyptianBETAFamilylocked, needs the Family plan', true],
      ['LebaneseBETAFamilylocked, needs the Family plan', true],
      ['Gulf (Saudi)BETAHeritagelocked, needs the Heritage plan', true],
      ['Gulf (UAE)BETAHeritagelocked, needs the Heritage plan', true],
    ]);
  });

  it('chooses an open dialect and ignores a locked one', () => {
    const chosen = renderField(plans.free.dialects);
    fireEvent.click(option(open('Story language'), /^Egyptian/));
    expect(chosen).toEqual([]);
    fireEvent.click(option(screen.getByRole('listbox'), /^English/));
    expect(chosen).toEqual(['english']);
    expect(screen.getByRole('combobox', { name: 'Story language' }).textContent).toBe('English');
  });

  it('shows the BETA mark on the field once a spoken dialect is chosen', () => {
    renderField(plans.family.dialects);
    const trigger = screen.getByRole('combobox', { name: 'Story language' });
    expect(trigger.textContent).not.toContain('BETA');
    fireEvent.click(option(open('Story language'), /^Lebanese/));
    expect(trigger.textContent).toBe('LebaneseBETA');
  });

  it('links to the lowest plan that opens each locked dialect', () => {
    renderField(plans.free.dialects);
    expect(screen.getByText('Egyptian and Lebanese: with the Family plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Family' }).getAttribute('href')).toBe(
      '/subscribe?plan=Family',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Heritage' }).getAttribute('href')).toBe(
      '/subscribe?plan=Heritage',
    );
  });

  it('offers only the Heritage upgrade on the Family plan, and none to an admin', () => {
    renderField(plans.family.dialects);
    expect(screen.queryByRole('link', { name: 'Upgrade to Family' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Heritage' })).toBeTruthy();
    cleanup();
    renderField(plans.free.dialects, { isAdmin: true });
    expect(screen.queryByRole('link')).toBeNull();
    const list = open('Story language');
    expect(option(list, /^Gulf \(UAE\)/).getAttribute('aria-disabled')).toBeNull();
  });

  it('speaks Arabic on /ar, with Arabic plan links', async () => {
    await i18n.changeLanguage('ar');
    renderField(plans.free.dialects, { path: '/ar/create' });
    // The links first: an open dropdown hides the rest of the page from assistive technology.
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/ar/subscribe?plan=Family',
      '/ar/subscribe?plan=Heritage',
    ]);
    expect(links[0]?.textContent).toContain(storiesAr.create.upgradeTo.split('{{')[0]);
    const list = open(storiesAr.create.dialect);
    const egyptian = within(list)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes(storiesAr.beta));
    expect(egyptian?.getAttribute('aria-disabled')).toBe('true');
    expect(egyptian?.textContent).toContain(storiesAr.create.lockedOption.split('{{')[0]);
  });
});
