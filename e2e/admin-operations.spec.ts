import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { adminOpsAr } from '../apps/web/src/locales/admin-ops.ar.ts';
import { adminOpsEn } from '../apps/web/src/locales/admin-ops.en.ts';
import { signInAdmin, signInAdminPage } from './community-api.ts';
import { expect, expectNoAxeViolations, langs, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';
import { postStory, waitUntilComplete } from './stories-api.ts';

const opsTexts = { en: adminOpsEn, ar: adminOpsAr } as const;
const shellTexts = {
  en: { label: texts.en.adminAccess.nav.label, sections: texts.en.adminAccess.sections },
  ar: { label: texts.ar.adminAccess.nav.label, sections: texts.ar.adminAccess.sections },
} as const;
const shots = process.env.E2E_SHOTS_DIR;

/** The figures of today's row of a chart, read from the table it gives screen readers. */
async function todayRow(page: Page, chartTitle: string): Promise<number[]> {
  const table = page
    .locator('figure')
    .filter({ has: page.getByText(chartTitle, { exact: true }) })
    .locator('table');
  const cells = await table.locator('tbody tr').last().locator('td').allInnerTexts();
  return cells.map((cell) => Number(cell.replace(/[^\d.]/g, '')));
}

/** A stat card's big number. */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page
    .locator('div.shadow-soft')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  return Number((await card.locator('p.text-2xl').innerText()).replace(/[^\d.]/g, ''));
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Charts follow their box's width: give them a moment after the resize.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of langs) {
  const ops = opsTexts[lang];

  test.describe(`admin dashboard and API logs in ${lang}`, () => {
    test('a parent’s stories are counted on the dashboard, and the admin finds one story’s engine calls in the API logs', async ({
      page,
      browser,
    }) => {
      test.setTimeout(420_000);
      // The admin, in a browser of their own, in the language the test is about.
      const adminContext = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 900 },
      });
      const admin = await adminContext.newPage();
      const adminErrors: string[] = [];
      admin.on('console', (message) => {
        if (message.type() === 'error') adminErrors.push(message.text());
      });
      admin.on('pageerror', (error) => adminErrors.push(error.message));
      // Without a session, /admin asks for the sign-in; with one, it opens the dashboard.
      await admin.goto('/admin');
      await expect(admin).toHaveURL(/\/admin\/login/);
      await signInAdminPage(admin, lang);
      await admin.goto('/admin');
      await expect(admin).toHaveURL(/\/admin\/dashboard$/);
      await expect(admin.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(
        admin.getByRole('heading', { level: 1, name: ops.dashboard.title }),
      ).toBeVisible();
      await expect(
        admin
          .getByRole('navigation', { name: shellTexts[lang].label })
          .getByRole('link', { name: shellTexts[lang].sections.dashboard }),
      ).toHaveAttribute('aria-current', 'page');
      const storiesBefore = await cardValue(admin, ops.dashboard.cards.stories);
      const [completeBefore] = await todayRow(admin, ops.dashboard.charts.stories);

      // A parent makes two stories.
      const email = await registerParent(page, lang, { verify: true, label: 'admin-ops' });
      const first = await postStory(page, { length: 3 });
      const second = await postStory(page, { length: 3 });
      expect([first.status, second.status]).toEqual([201, 201]);
      const ids = [first.body.id!, second.body.id!];
      await Promise.all(ids.map((id) => waitUntilComplete(page, id)));

      // The admin sees them counted: the stories card and today's bar of complete stories.
      await admin.reload();
      await expect(
        admin.getByRole('heading', { level: 1, name: ops.dashboard.title }),
      ).toBeVisible();
      await expect(admin.locator('canvas').first()).toBeVisible();
      expect(await cardValue(admin, ops.dashboard.cards.stories)).toBeGreaterThanOrEqual(
        storiesBefore + 2,
      );
      expect((await todayRow(admin, ops.dashboard.charts.stories))[0]).toBeGreaterThanOrEqual(
        completeBefore! + 2,
      );
      // Every stage of generation has been timed.
      for (const stage of ['writing', 'pictures', 'narration', 'total'] as const) {
        const row = admin.locator(`tr[data-stage="${stage}"]`);
        await expect(row.locator('td').nth(1)).not.toHaveText('—');
      }
      await expect(admin.getByRole('heading', { name: ops.dashboard.queues.title })).toBeVisible();
      await expect(admin.getByText('story-write', { exact: true })).toBeVisible();
      await expectNoAxeViolations(admin);
      await shoot(admin, `admin-dashboard-${lang}`);

      // The range: the last 7 days, then a custom range, both kept in the address.
      await admin.getByRole('button', { name: ops.range.days7 }).click();
      await expect(admin).toHaveURL(/[?&]range=7/);
      await expect(admin.locator('figure').first().locator('tbody tr')).toHaveCount(7);
      await admin.getByRole('button', { name: ops.range.custom }).click();
      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
      await admin.getByLabel(ops.range.from, { exact: true }).fill(yesterday);
      await admin.getByLabel(ops.range.to, { exact: true }).fill(today);
      await admin.getByRole('button', { name: ops.range.apply }).click();
      await expect(admin).toHaveURL(new RegExp(`from=${yesterday}&to=${today}`));
      await expect(admin.locator('figure').first().locator('tbody tr')).toHaveCount(2);

      // The API logs: one story's engine calls, through the filters.
      await admin.getByRole('link', { name: shellTexts[lang].sections['api-logs'] }).click();
      await expect(admin.getByRole('heading', { level: 1, name: ops.logs.title })).toBeVisible();
      const api = await signInAdmin();
      const expected = (
        (await (
          await api.call('GET', `/api/admin/api-logs/engine?storyId=${ids[0]}&limit=200`)
        ).json()) as { rows: Array<{ kind: string }> }
      ).rows;
      expect(expected.length).toBeGreaterThanOrEqual(10);
      const filters = admin.getByRole('form', { name: ops.logs.filters.title });
      await filters.getByLabel(ops.logs.filters.story, { exact: true }).fill(String(ids[0]));
      await filters.getByRole('button', { name: ops.logs.filters.apply }).click();
      await expect(admin).toHaveURL(new RegExp(`storyId=${ids[0]}`));
      const rows = admin.locator('table tbody tr[data-log-id]');
      await expect(rows).toHaveCount(expected.length);
      await expect(
        rows.filter({ hasText: ops.logs.storyLink.replace('{{id}}', String(ids[0])) }),
      ).toHaveCount(expected.length);
      // Narrowed to its narrations.
      await filters.getByLabel(ops.logs.filters.kind, { exact: true }).selectOption('narrator');
      await filters.getByRole('button', { name: ops.logs.filters.apply }).click();
      await expect(rows).toHaveCount(expected.filter((row) => row.kind === 'narrator').length);
      await expect(rows.first()).toContainText(ops.logs.kinds.narrator);
      await expectNoAxeViolations(admin);
      await shoot(admin, `admin-api-logs-engine-${lang}`);

      // The same rows as CSV.
      const download = admin.waitForEvent('download');
      await admin.getByRole('button', { name: ops.logs.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^engine-calls-\d{4}-\d\d-\d\d\.csv$/);
      const csv = fs
        .readFileSync(await file.path(), 'utf8')
        .trim()
        .split('\r\n');
      expect(csv[0]).toMatch(/^createdAt,engine,model,kind,/);
      expect(csv).toHaveLength(expected.filter((row) => row.kind === 'narrator').length + 1);

      // The requests tab: the parent's own calls, by email.
      await admin.getByRole('tab', { name: ops.logs.tabs.requests }).click();
      await expect(admin).toHaveURL(/tab=requests/);
      await filters.getByLabel(ops.logs.filters.user, { exact: true }).fill(email);
      await filters.getByLabel(ops.logs.filters.method, { exact: true }).selectOption('POST');
      await filters.getByRole('button', { name: ops.logs.filters.apply }).click();
      // Until the filtered page replaces the whole log, every row would pass the checks below.
      await expect(rows.filter({ hasText: 'GET' })).toHaveCount(0);
      await expect(rows.filter({ hasText: '/api/stories' }).first()).toBeVisible();
      await expect(rows.filter({ hasText: ops.logs.principals.user }).first()).toBeVisible();
      await shoot(admin, `admin-api-logs-requests-${lang}`);

      await api.dispose();
      await adminContext.close();
      expect(adminErrors).toEqual([]);
    });
  });
}
