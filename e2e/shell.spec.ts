import { contentPages } from '../apps/web/src/features/content/pages/index.ts';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  test,
  texts,
} from './fixtures.ts';

for (const lang of langs) {
  const t = texts[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';

  test.describe(`the shell in ${lang}`, () => {
    test('serves the landing page with its header, without the footer, and with head tags', async ({
      page,
    }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing.heroTitle);

      const nav = page.getByRole('navigation', { name: t.nav.main });
      await expect(nav.getByRole('link')).toHaveText([t.nav.about, t.nav.help]);
      await expect(page.getByRole('link', { name: t.nav.signIn })).toHaveAttribute(
        'href',
        pathIn(lang, '/auth'),
      );
      await expect(
        page.getByRole('link', { name: t.common.appName, exact: true }).first(),
      ).toHaveAttribute('href', pathIn(lang, '/'));
      await expect(page.getByRole('link', { name: t.landing.cta }).first()).toHaveAttribute(
        'href',
        `${pathIn(lang, '/auth')}?returnTo=%2Fcreate`,
      );
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      await expect(page).toHaveTitle(t.seo.home.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.seo.home.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(pathIn(lang, '/'), page.url()).href,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        /\/ar$/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        t.seo.home.title,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('shows the pricing from the one plan table, Family as the most popular', async ({
      page,
    }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/'));
      const pricing = page.locator('#pricing');
      await expect(pricing.getByRole('heading', { level: 3 })).toHaveText([
        t.plan.free,
        t.plan.family,
        t.plan.heritage,
      ]);
      await expect(pricing.getByText(t.landing.mostPopular)).toBeVisible();
      await expect(pricing.getByText('$9.99')).toBeVisible();
      await expect(pricing.getByText('$19.99')).toBeVisible();
    });

    for (const id of ['help', 'about', 'terms', 'privacy'] as const) {
      test(`shows real content on /${id}, with the footer`, async ({ page }) => {
        await dismissCookies(page);
        const content = contentPages[id][lang];
        await page.goto(pathIn(lang, `/${id}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
        await expect(
          page.getByRole('heading', { level: 2, name: content.sections[0]?.heading }),
        ).toBeVisible();
        await expect(page).toHaveTitle(`${content.title} · ${t.seo.siteName}`);
        const footer = page.getByRole('contentinfo');
        await expect(footer).toBeVisible();
        await expect(footer.getByRole('link', { name: t.footer.privacy })).toHaveAttribute(
          'href',
          pathIn(lang, '/privacy'),
        );
        await expect(footer).toContainText(String(new Date().getFullYear()));
        await expectNoAxeViolations(page);
      });
    }

    test('shows the not-found page for an unknown path, marked noindex', async ({ page }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/nope'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? '404 Page Not Found' : t.notFound.title,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.getByRole('link', { name: t.notFound.home }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/')}$`));
      await expectNoAxeViolations(page);
    });

    test('sends feedback, refusing an empty message, with one toast at a time', async ({
      page,
    }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/help'));
      await page.getByRole('button', { name: t.feedback.button }).click();
      const dialog = page.getByRole('dialog', { name: t.feedback.title });
      await expect(dialog).toBeVisible();
      const send = dialog.getByRole('button', { name: t.feedback.send });
      await expect(send).toBeDisabled();
      await expectNoAxeViolations(page);

      await dialog.getByLabel(t.feedback.message).fill('    ');
      await send.click();
      // Radix hides everything outside an open modal from the accessibility tree, so find the toasts by their markup.
      const toasts = page.locator('ol > li[data-state="open"]');
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText(t.feedback.emptyTitle);
      // Toasts sit below the header, never over its menu.
      const header = await page.locator('header').first().boundingBox();
      await expect
        .poll(async () => (await toasts.first().boundingBox())!.y)
        .toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      await expect(dialog.getByRole('alert')).toHaveText(t.feedback.emptyDescription);
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(t.feedback.category).selectOption('feature');
      await dialog
        .getByLabel(t.feedback.message)
        .fill(lang === 'en' ? 'Please add stories about Eid.' : 'أضيفوا قصصًا عن العيد من فضلكم.');
      await send.click();
      await expect(toasts.first()).toContainText(t.feedback.successTitle);
      await expect(toasts).toHaveCount(1);
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: t.feedback.button }).click();
      await expect(dialog.getByLabel(t.feedback.category)).toHaveValue('general');
      await expect(dialog.getByLabel(t.feedback.message)).toHaveValue('');
      await dialog.getByRole('button', { name: t.feedback.cancel }).click();
      await expect(dialog).toBeHidden();
    });

    test('stores each cookie choice and hides the banner for good', async ({ page }) => {
      const choices = [
        { name: t.cookies.acceptAll, stored: 'accepted' },
        { name: t.cookies.essentialOnly, stored: 'declined' },
        { name: t.cookies.close, stored: 'declined' },
      ];
      for (const choice of choices) {
        await page.goto(pathIn(lang, '/about'));
        await page.evaluate(() => window.localStorage.removeItem('cookieConsent'));
        await page.reload();
        const banner = page.getByRole('region', { name: t.cookies.title });
        await expect(banner).toBeVisible();
        await banner.getByRole('button', { name: choice.name, exact: true }).click();
        await expect(banner).toBeHidden();
        expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(
          choice.stored,
        );
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner).toBeHidden();
      }
      await page.evaluate(() => window.localStorage.removeItem('cookieConsent'));
      await page.reload();
      // On a phone the banner stays compact: under a sixth of the screen, the buttons in one row.
      await page.setViewportSize({ width: 390, height: 844 });
      const banner = page.getByRole('region', { name: t.cookies.title });
      const box = await banner.boundingBox();
      expect(box!.height / 844).toBeLessThan(1 / 6);
      const [accept, essential] = await Promise.all([
        banner.getByRole('button', { name: t.cookies.acceptAll, exact: true }).boundingBox(),
        banner.getByRole('button', { name: t.cookies.essentialOnly, exact: true }).boundingBox(),
      ]);
      expect(Math.abs(accept!.y - essential!.y)).toBeLessThan(2);
      await banner.getByRole('link', { name: t.cookies.learnMore }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/privacy')}$`));
    });

    test('offers the mobile menu on a phone and shrinks the feedback button to its icon after 10 s', async ({
      page,
    }) => {
      await dismissCookies(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.clock.install();
      await page.goto(pathIn(lang, '/about'));
      const feedback = page.getByRole('button', { name: t.feedback.button });
      const label = feedback.getByText(t.feedback.button);
      await expect(label).toBeVisible();
      await page.clock.fastForward(9_000);
      await expect(label).toBeVisible();
      await page.clock.fastForward(1_500);
      await expect(feedback).toHaveAttribute('data-collapsed', 'true');
      await expect(feedback).toHaveAccessibleName(t.feedback.button);
      expect((await feedback.boundingBox())?.width).toBeLessThanOrEqual(48);

      await expect(page.getByRole('navigation', { name: t.nav.main })).toBeHidden();
      await page.getByRole('button', { name: t.nav.openMenu }).click();
      const menu = page.getByRole('dialog', { name: t.nav.menuTitle });
      await expect(menu.getByRole('link', { name: t.nav.signIn })).toBeVisible();
      await expectNoAxeViolations(page);
      await menu.getByRole('link', { name: t.nav.help }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/help')}$`));
    });

    test('keeps the feedback button whole on a wide screen', async ({ page }) => {
      await dismissCookies(page);
      await page.clock.install();
      await page.goto(pathIn(lang, '/about'));
      await page.clock.fastForward(15_000);
      await expect(
        page.getByRole('button', { name: t.feedback.button }).getByText(t.feedback.button),
      ).toBeVisible();
    });

    test('scrolls to the top when the route changes', async ({ page }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/terms'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        contentPages.terms[lang].title,
      );
      await page.evaluate(() => window.scrollTo(0, 4000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.getByRole('contentinfo').getByRole('link', { name: t.footer.privacy }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        contentPages.privacy[lang].title,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe('languages', () => {
  test('the switcher keeps the page and the Arabic choice is remembered', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/help?from=test#section-2');
    await page.getByRole('link', { name: texts.en.language.otherLanguage }).click();
    await expect(page).toHaveURL(/\/ar\/help\?from=test#section-2$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentPages.help.ar.title);

    // The stored preference opens the Arabic twin of an unprefixed page.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentPages.about.ar.title);

    await page.getByRole('link', { name: texts.ar.language.otherLanguage }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a browser that prefers Arabic opens the Arabic site', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/ar\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });

  test('F8 moves focus to the notifications', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentPages.about.en.title);
    await page.keyboard.press('F8');
    await expect(
      page
        .getByRole('region', { name: texts.en.toast.region.replace('{{hotkey}}', 'F8') })
        .getByRole('list'),
    ).toBeFocused();
  });
});
