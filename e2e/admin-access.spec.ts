import type { Page } from '@playwright/test';
import { messages } from '@qamar/shared';
import { adminCode, saveAdminSecret, signInAdminOnPage } from './admin-session.ts';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  shoot,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { adminPassword } from './outbox.ts';
import { parentPassword, registerParent } from './parents.ts';
import { isolate } from '../apps/web/src/lib/bidi.ts';

const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const shotsDir = process.env.E2E_SCREENSHOTS;

async function passwordStep(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang];
  await page.getByLabel(t.admin.username).fill('admin');
  await page.getByLabel(t.admin.password, { exact: true }).fill(adminPassword());
  await page.getByRole('button', { name: t.admin.submit }).click();
}

// Runs before every other spec (its own project): nobody has signed the admin in yet.
test('the first admin sign-in enrols an authenticator: the same key in both languages until confirmed, then ten recovery codes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await dismissCookies(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const en = texts.en.adminAccess.signIn;
  const ar = texts.ar.adminAccess.signIn;

  await page.goto('/admin/login');
  await passwordStep(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.enrolTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: en.enrolQrAlt })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The password alone is no session.
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await expectNoAxeViolations(page);
  await shoot(page, 'enrol-en');

  // The language switch opens the Arabic sign-in; the password again shows the same key.
  await page.getByRole('link', { name: texts.en.language.otherLanguage }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/login$/);
  await passwordStep(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: ar.enrolTitle })).toBeVisible();
  expect((await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')).toBe(secret);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(page, 'enrol-ar');

  const code = await adminCode(secret);
  const field = page.getByLabel(ar.enrolConfirm);
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: ar.confirm }).click();
  await expect(page.getByText(messages['admin.codeWrong'].ar)).toBeVisible();
  await field.fill(await adminCode(secret));
  await page.getByRole('button', { name: ar.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.recoveryTitle })).toBeVisible();
  saveAdminSecret(secret);
  const codes = page.getByRole('list', { name: ar.recoveryListLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await shoot(page, 'recovery-codes-ar');
  const carryOn = page.getByRole('button', { name: ar.continue });
  await expect(carryOn).toBeDisabled();
  await page.getByRole('checkbox', { name: ar.recoverySaved }).check();
  await carryOn.click();
  await expect(toasts(page).first()).toContainText(texts.ar.admin.success);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toMatch(/^ey/);
});

for (const lang of langs) {
  test.describe(`the Users screen (${lang})`, () => {
    test('an admin finds a parent, grants Family and disables the account; both show in the audit log, and the parent is told why they cannot sign in', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const t = texts[lang].adminAccess;
      const parentContext = await browser.newContext({ locale: lang === 'ar' ? 'ar' : 'en-US' });
      const parentPage = await parentContext.newPage();
      const email = await registerParent(parentPage, lang, { label: 'users-screen' });

      await dismissCookies(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The code step in this language (the sign-in page has its /ar twin); admin pages then follow that choice.
      await signInAdminOnPage(page, lang);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: t.users.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveURL(/\/admin\/users$/);
      if (lang === 'en') {
        // The language switch works on admin pages, which have no /ar address: it turns the same page Arabic and back.
        await page.getByRole('button', { name: texts.en.language.otherLanguage }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: texts.ar.adminAccess.users.title }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page).toHaveURL(/\/admin\/users$/);
        await page.getByRole('button', { name: texts.ar.language.otherLanguage }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.users.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      }
      const nav = page.getByRole('navigation', { name: t.nav.label });
      await expect(nav.getByRole('link')).toHaveText(Object.values(t.sections));
      await expect(nav.getByRole('link', { name: t.sections.users })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await page.getByLabel(t.users.searchLabel).fill(email.slice(0, 30));
      await page.getByRole('button', { name: t.users.search }).click();
      await expect(page).toHaveURL(/\?q=/);
      const open = page.getByRole('link', { name: email });
      await expect(open).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `users-${lang}`);
      await open.click();

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(email).first()).toBeVisible();
      await page.getByRole('combobox', { name: t.users.plan }).selectOption('family');
      await page.getByRole('button', { name: t.users.grant }).click();
      await expect(toasts(page).first()).toContainText(
        t.users.granted
          .replace('{{plan}}', texts[lang].plan.family)
          .replace('{{email}}', isolate(email)),
      );
      await page.getByRole('button', { name: t.users.disable }).click();
      const dialog = page.getByRole('dialog', { name: t.users.disableTitle });
      await dialog.getByRole('button', { name: t.users.disableConfirm }).click();
      await expect(toasts(page).first()).toContainText(
        t.users.disabledToast.replace('{{email}}', isolate(email)),
      );
      await expect(page.getByRole('button', { name: t.users.enable })).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `user-detail-${lang}`);

      // The parent's session ended at once; signing in again says why, in their language.
      await parentPage.reload();
      await expect
        .poll(() => parentPage.evaluate(() => window.localStorage.getItem('authToken')))
        .toBeNull();
      await parentPage.goto(pathIn(lang, '/auth'));
      await parentPage.getByRole('tab', { name: texts[lang].auth.loginTab }).click();
      await parentPage.getByLabel(texts[lang].auth.email).fill(email);
      await parentPage.getByLabel(texts[lang].auth.password, { exact: true }).fill(parentPassword);
      await parentPage
        .getByRole('tabpanel')
        .getByRole('button', { name: texts[lang].auth.signIn })
        .click();
      await expect(toasts(parentPage).first()).toContainText(
        messages['auth.accountDisabled'][lang],
      );
      await parentContext.close();

      // Both actions are in the audit log, newest first, with the parent's email.
      await page.setViewportSize({ width: 1280, height: 900 });
      await nav.getByRole('link', { name: t.sections.audit }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.audit.title })).toBeVisible();
      await page.getByRole('combobox', { name: t.audit.action }).selectOption('user.disable');
      await page.getByRole('button', { name: t.audit.apply }).click();
      await expect(page).toHaveURL(/action=user\.disable/);
      const lines = page.getByRole('listitem').filter({ hasText: email });
      await expect(lines.filter({ hasText: t.audit.actions.user.disable })).toHaveCount(1);
      await page.getByRole('combobox', { name: t.audit.action }).selectOption('user.plan-grant');
      await page.getByRole('button', { name: t.audit.apply }).click();
      await expect(lines.filter({ hasText: t.audit.actions.user['plan-grant'] })).toHaveCount(1);
      await page.getByRole('button', { name: t.audit.clear }).click();
      await expect(page.getByRole('listitem').filter({ hasText: email }).first()).toContainText(
        t.audit.actions.user.disable,
      );
      await expectNoAxeViolations(page);
      await shoot(page, `audit-log-${lang}`);

      // At phone width the sections fold behind one button.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: t.nav.open }).click();
      const sections = page.getByRole('dialog', { name: t.nav.title });
      await expect(sections.getByRole('link')).toHaveCount(9);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/sections-menu-${lang}-390.png` });
      await sections.getByRole('link', { name: t.sections.users }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.users.title })).toBeVisible();
    });
  });
}
