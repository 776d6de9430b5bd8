import type { APIRequestContext, Page } from '@playwright/test';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { adminTokenThroughApi, enterAdminCode, savedAdminSecret } from './admin-session.ts';
import { adminPassword, linkFromOutbox } from './outbox.ts';
import { registerParent } from './parents.ts';

const password = 'moonlit-dunes-42';
const unique = (lang: Lang, label: string) =>
  `${label}-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');

async function fillRegistration(
  page: Page,
  lang: Lang,
  values: { name: string; email: string; password: string; confirm: string },
) {
  const t = texts[lang];
  await page.getByLabel(t.auth.name).fill(values.name);
  await page.getByLabel(t.auth.email).fill(values.email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(values.password);
  await page.getByLabel(t.auth.confirmPassword).fill(values.confirm);
}

/** Clicks the ALTCHA checkbox as a person would and waits for the proof of work to finish. */
async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(
    widget.locator('[data-state="verified"]').or(widget.locator('.altcha[data-state="verified"]')),
  ).toHaveCount(1, { timeout: 20_000 });
}

const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Wrong passwords sent to the API from as many addresses as there are guesses, as a spread-out guesser does. */
async function guessFromEverywhere(
  request: APIRequestContext,
  path: string,
  body: Record<string, string>,
  guesses: number,
) {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  for (let i = 0; i < guesses; i++) {
    const response = await request.post(path, {
      data: { ...body, password: `wrong-guess-${i}` },
      headers: { 'x-csrf-token': csrfToken, 'x-forwarded-for': someAddress() },
    });
    expect(response.status()).toBe(401);
  }
}

const captchaAsked = {
  en: 'Many sign-in attempts have failed here. Please complete the CAPTCHA verification and sign in again.',
  ar: 'فشلت محاولات كثيرة لتسجيل الدخول هنا. يرجى إكمال التحقق من أنك لست روبوتًا ثم تسجيل الدخول مرة أخرى.',
};

async function signIn(page: Page, lang: Lang, email: string, secret = password) {
  const t = texts[lang];
  await page.getByRole('tab', { name: t.auth.loginTab }).click();
  await page.getByLabel(t.auth.email).fill(email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(secret);
  await page.getByRole('tabpanel').getByRole('button', { name: t.auth.signIn }).click();
}

for (const lang of langs) {
  const t = texts[lang];

  test.describe(`accounts in ${lang}`, () => {
    test('a parent registers, verifies the email from the outbox, signs out and signs back in', async ({
      page,
    }) => {
      // The sign-up answer brings the new session's CSRF token: no call after it is refused once and retried.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403)
          refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      await dismissCookies(page);
      // The welcome tour on /create has its own suite (create-story); here it would cover the banner.
      await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
      const email = unique(lang, 'parent');
      await page.goto(pathIn(lang, '/auth?tab=register'));
      await expectNoAxeViolations(page);
      await fillRegistration(page, lang, {
        name: lang === 'ar' ? 'ليلى' : 'Layla',
        email,
        password,
        confirm: password,
      });
      await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
      await solveCaptcha(page);
      // 'Loading your workspace...' shows for a moment only: watch every frame from before the click.
      const sawLoading = page.waitForFunction(
        (text) => document.body.innerText.includes(text),
        t.auth.loadingWorkspace,
        {
          polling: 'raf',
        },
      );
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.register }).click();
      await sawLoading;
      await expect(toasts(page).first()).toContainText(t.auth.registrationSuccess);
      // No returnTo and no stories yet: the rules send a new parent to /create.
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/create')}$`));
      const banner = page.getByRole('complementary', { name: t.verifyBanner.resend });
      await expect(banner).toContainText(email);

      await banner.getByRole('button', { name: t.verifyBanner.resend }).click();
      await expect(toasts(page).first()).toContainText(t.verifyBanner.sentTitle);
      // The server allows one email a minute: the button waits with a countdown.
      await expect(banner.getByRole('button')).toBeDisabled();
      await expect(banner.getByRole('button')).toHaveText(
        new RegExp(t.verifyBanner.wait.replace('{{seconds}}', '\\d+')),
      );

      await page.goto(await linkFromOutbox(email, 'verify-email'));
      await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();
      await expect(page.getByRole('complementary', { name: t.verifyBanner.resend })).toHaveCount(0);

      await page.goto(pathIn(lang, '/help'));
      await page
        .getByRole('button', {
          name: t.nav.accountMenu.replace('{{name}}', lang === 'ar' ? 'ليلى' : 'Layla'),
        })
        .click();
      await page.getByRole('menuitem', { name: t.nav.signOut }).click();
      await expect(toasts(page).first()).toContainText(t.session.loggedOut);
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/')}$`));
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

      // A protected page sends a visitor to /auth and back again after signing in.
      await page.goto(pathIn(lang, '/profile'));
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth')}\\?returnTo=%2Fprofile$`));
      await signIn(page, lang, email);
      await expect(toasts(page).first()).toContainText(t.auth.loginSuccess);
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/profile')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile.title);
      await expect(page.getByText(t.profile.verified, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(refused).toEqual([]);
    });

    test('a parent who forgot the password resets it from the emailed link', async ({ page }) => {
      await dismissCookies(page);
      const email = unique(lang, 'forgetful');
      await page.goto(pathIn(lang, '/auth?tab=register'));
      await fillRegistration(page, lang, { name: 'Omar', email, password, confirm: password });
      await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
      await solveCaptcha(page);
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.register }).click();
      await expect(page).toHaveURL(/\/create$/);
      await page.evaluate(() => window.localStorage.clear());

      await page.goto(pathIn(lang, '/auth'));
      await page.getByRole('link', { name: t.auth.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/forgot-password')}$`));
      await expectNoAxeViolations(page);
      await page.getByLabel(t.auth.email).fill(email);
      await page.getByRole('button', { name: t.forgot.submit }).click();
      await expect(page.getByRole('heading', { name: t.forgot.sentTitle })).toBeVisible();

      await page.goto(await linkFromOutbox(email, 'reset-password'));
      await page.getByLabel(t.reset.password, { exact: true }).fill('a-new-crescent-moon');
      await page.getByLabel(t.reset.confirm).fill('a-new-crescent-moon-typo');
      await page.getByRole('button', { name: t.reset.submit }).click();
      await expect(page.getByText(t.auth.passwordsDontMatch)).toBeVisible();
      await page.getByLabel(t.reset.confirm).fill('a-new-crescent-moon');
      await page.getByRole('button', { name: t.reset.submit }).click();
      await expect(page.getByRole('heading', { name: t.reset.successTitle })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: t.reset.signIn }).click();
      await signIn(page, lang, email, password);
      await expect(toasts(page).first()).toContainText(t.auth.loginFailed);
      await signIn(page, lang, email, 'a-new-crescent-moon');
      await expect(page).toHaveURL(/\/create$/);
    });

    test('shows every validation text and failure toast of the forms', async ({ page }) => {
      await dismissCookies(page);
      await page.goto(pathIn(lang, '/auth'));
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.signIn }).click();
      await expect(toasts(page).first()).toContainText(t.auth.required);

      await signIn(page, lang, 'nobody@example.com', 'wrong-password');
      await expect(toasts(page).first()).toContainText(t.auth.loginFailed);
      await expect(toasts(page).first()).toContainText(
        lang === 'en' ? 'Invalid email or password' : 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      );

      await page.getByRole('tab', { name: t.auth.registerTab }).click();
      const panel = page.getByRole('tabpanel');
      // The captcha widget sits inside the form: the checks must run once it has loaded too.
      await expect(page.locator('altcha-widget')).toBeVisible();
      await panel.getByRole('button', { name: t.auth.register }).click();
      await expect(panel.getByText(t.auth.required)).toHaveCount(3);
      await expect(panel.getByText(t.auth.termsRequired)).toBeVisible();
      await fillRegistration(page, lang, {
        name: 'Sara',
        email: 'not-an-email',
        password: 'short',
        confirm: 'different',
      });
      await panel.getByRole('button', { name: t.auth.register }).click();
      await expect(
        panel.getByText(
          lang === 'en' ? 'Please enter a valid email' : 'يرجى إدخال بريد إلكتروني صحيح',
        ),
      ).toBeVisible();
      await expect(panel.getByText(t.auth.passwordTooShort)).toBeVisible();
      await expect(panel.getByText(t.auth.passwordsDontMatch)).toBeVisible();

      await fillRegistration(page, lang, {
        name: 'Sara',
        email: unique(lang, 'sara'),
        password,
        confirm: password,
      });
      await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
      await panel.getByRole('button', { name: t.auth.register }).click();
      await expect(toasts(page).first()).toContainText(t.auth.captchaRequired);
    });

    test('refuses a second account on the same email with the server’s reason', async ({
      page,
    }) => {
      await dismissCookies(page);
      const email = unique(lang, 'twice');
      for (const attempt of [1, 2]) {
        await page
          .evaluate(() => window.localStorage.removeItem('authToken'))
          .catch(() => undefined);
        await page.goto(pathIn(lang, '/auth?tab=register'));
        await fillRegistration(page, lang, { name: 'Twice', email, password, confirm: password });
        await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
        await solveCaptcha(page);
        await page.getByRole('tabpanel').getByRole('button', { name: t.auth.register }).click();
        if (attempt === 1) await expect(page).toHaveURL(/\/create$/);
      }
      await expect(toasts(page).first()).toContainText(t.auth.registrationFailed);
      await expect(toasts(page).first()).toContainText(
        lang === 'en' ? 'Email already exists' : 'البريد الإلكتروني مسجّل بالفعل',
      );
      // The captcha was spent: it asks to be solved again.
      await expect(page.locator('altcha-widget [data-state="verified"]')).toHaveCount(0);
    });

    test('a parent edits the profile, changes the password and deletes the account', async ({
      page,
    }) => {
      await dismissCookies(page);
      const email = unique(lang, 'profile');
      await page.goto(pathIn(lang, '/auth?tab=register&returnTo=%2Fprofile'));
      await fillRegistration(page, lang, { name: 'Mona', email, password, confirm: password });
      await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
      await solveCaptcha(page);
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.register }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/profile')}$`));

      await page.getByLabel(t.profile.name, { exact: true }).fill('  ');
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(page.getByText(t.auth.required)).toBeVisible();
      await page.getByLabel(t.profile.name, { exact: true }).fill('Mona Saleh');
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(toasts(page).first()).toContainText(t.profile.saved);
      await expect(
        page.getByRole('button', { name: t.nav.accountMenu.replace('{{name}}', 'Mona Saleh') }),
      ).toBeVisible();

      const passwordSection = page.getByRole('region', { name: t.profile.passwordTitle });
      await passwordSection.getByLabel(t.profile.currentPassword).fill('not-my-password');
      await passwordSection
        .getByLabel(t.profile.newPassword, { exact: true })
        .fill('stars-over-petra');
      await passwordSection.getByLabel(t.profile.confirmPassword).fill('stars-over-petra');
      await passwordSection.getByRole('button', { name: t.profile.changePassword }).click();
      await expect(toasts(page).first()).toContainText(
        lang === 'en' ? 'Your current password is not correct.' : 'كلمة المرور الحالية غير صحيحة.',
      );
      await passwordSection.getByLabel(t.profile.currentPassword).fill(password);
      await passwordSection.getByRole('button', { name: t.profile.changePassword }).click();
      await expect(toasts(page).first()).toContainText(t.profile.passwordChangedTitle);
      // This session goes on with the new token the answer carried.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile.title);

      const deleteSection = page.getByRole('region', { name: t.profile.deleteTitle });
      await deleteSection.getByLabel(t.profile.currentPassword).fill('stars-over-petra');
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(t.profile.deleteConfirm);
        void dialog.accept();
      });
      await deleteSection.getByRole('button', { name: t.profile.deleteButton }).click();
      await expect(toasts(page).first()).toContainText(t.profile.deletedTitle);
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/')}$`));
      await page.goto(pathIn(lang, '/auth'));
      await signIn(page, lang, email, 'stars-over-petra');
      await expect(toasts(page).first()).toContainText(t.auth.loginFailed);
    });

    test('after many wrong passwords from elsewhere, the sign-in form asks for the captcha, and the owner signs in with it', async ({
      page,
      request,
    }) => {
      const email = await registerParent(page, lang, { label: 'guessed' });
      await page.evaluate(() => window.localStorage.removeItem('authToken'));
      await guessFromEverywhere(request, '/api/auth/login', { email }, 10);

      await page.goto(pathIn(lang, '/auth'));
      await expect(page.locator('altcha-widget')).toHaveCount(0);
      await signIn(page, lang, email);
      await expect(toasts(page).first()).toContainText(captchaAsked[lang]);
      await expect(page.locator('altcha-widget')).toBeVisible();
      // Not solved yet: the form says so and sends nothing.
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.signIn }).click();
      await expect(toasts(page).first()).toContainText(t.auth.captchaRequired);
      await solveCaptcha(page);
      await page.getByRole('tabpanel').getByRole('button', { name: t.auth.signIn }).click();
      await expect(toasts(page).first()).toContainText(t.auth.loginSuccess);
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/create')}$`));
    });

    test('after many wrong admin passwords, the admin sign-in form asks for the captcha and sends it', async ({
      page,
      request,
    }) => {
      await dismissCookies(page);
      // An admin name of its own, so the other tests' admin sign-ins need no captcha.
      const username = `guessed-admin-${lang}-${Date.now()}`;
      await guessFromEverywhere(request, '/api/admin/login', { username }, 10);
      await page.goto(pathIn(lang, '/admin/login'));
      await page.getByLabel(t.admin.username).fill(username);
      await page.getByLabel(t.admin.password, { exact: true }).fill('another-guess');
      await page.getByRole('button', { name: t.admin.submit }).click();
      await expect(toasts(page).first()).toContainText(captchaAsked[lang]);
      await solveCaptcha(page);
      await page.getByRole('button', { name: t.admin.submit }).click();
      // With the captcha solved the attempt is heard: here the name is nobody's, so it is refused as such.
      await expect(toasts(page).first()).toContainText(
        lang === 'en' ? 'Invalid admin credentials' : 'بيانات دخول المشرف غير صحيحة',
      );
      await expect(page.locator('altcha-widget [data-state="verified"]')).toHaveCount(0);
    });
  });
}

/**
 * The admin's sign-in page, password then authenticator code, and the way out. One language after
 * the other: signing out ends every session of the admin, so two of these at once would sign each
 * other out.
 */
async function adminSignInAndOut(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang];
  await dismissCookies(page);
  await page.goto(pathIn(lang, '/admin/login'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.admin.submit }).click();
  await expect(page.getByText(t.admin.usernameRequired)).toBeVisible();
  await expect(page.getByText(t.admin.passwordTooShort)).toBeVisible();
  await page.getByLabel(t.admin.username).fill('admin');
  await page.getByLabel(t.admin.password, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: t.auth.showPassword }).click();
  await expect(page.getByLabel(t.admin.password, { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: t.admin.submit }).click();
  await expect(toasts(page).first()).toContainText(t.admin.failed);
  await expect(toasts(page).first()).toContainText(
    lang === 'en' ? 'Invalid admin credentials' : 'بيانات دخول المشرف غير صحيحة',
  );
  await page.getByLabel(t.admin.password, { exact: true }).fill(adminPassword());
  // The password alone opens nothing: the second step asks for the authenticator's code.
  if (!savedAdminSecret()) await adminTokenThroughApi(page.request);
  await page.getByRole('button', { name: t.admin.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t.adminAccess.signIn.codeTitle }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await enterAdminCode(page, lang);
  await expect(toasts(page).first()).toContainText(t.admin.success);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toMatch(/^ey/);
  // An admin already signed in is sent on at once.
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Admin pages have no Arabic twin: they keep the language the admin signed in with.
  // A signed-in admin has the admin menu only, not the parents' Sign In.
  const signIn = page.getByRole('banner').getByRole('link', { name: t.nav.signIn });
  await expect(page.getByRole('button', { name: t.admin.badge })).toBeVisible();
  await expect(signIn).toHaveCount(0);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: t.nav.openMenu }).click();
  await expect(page.getByRole('dialog', { name: t.nav.menuTitle })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: t.nav.signIn })).toHaveCount(0);
  await page.keyboard.press('Escape');
  if (desktop) await page.setViewportSize(desktop);
  await page.getByRole('button', { name: t.admin.badge }).click();
  await page.getByRole('menuitem', { name: t.nav.signOut }).click();
  await expect(toasts(page).first()).toContainText(t.admin.loggedOut);
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/admin/login')}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
}

test('the admin signs in with password and authenticator code, with its validation texts and failure toast, in English then Arabic', async ({
  page,
}) => {
  // Another spec may have just used this period's codes: the helper may wait for the next one.
  test.setTimeout(180_000);
  for (const lang of langs) await adminSignInAndOut(page, lang);
});
