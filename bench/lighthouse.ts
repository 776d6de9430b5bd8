/**
 * Lighthouse, mobile (its default form factor and simulated throttling), on the landing page in
 * both languages and on a shared story (goals: performance at least 95; accessibility, best
 * practices and SEO 100; under 120 kB of gzip JavaScript on the landing page). The web app is built
 * into a temporary folder (or WEB_DIST_DIR is reused), and the real app serves it on a fresh PGlite
 * folder with a complete story and its share link; each audit counts one view of that link.
 * Each page is audited LIGHTHOUSE_RUNS times (5 by default) and its median run printed, with every
 * run's performance score beside it. LIGHTHOUSE_REPORTS=<folder> keeps each page's full report of
 * the last run there (JSON) for a closer look.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createSharedStory } from './shared-story.ts';
import { webBuild } from './web-build.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const LANDING_JS_GOAL_KB = 120;
/** Runs a page (LIGHTHOUSE_RUNS, 5 by default): a score varies by a few points from run to run on a busy machine. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface PageFigures {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  transferKb: number;
  gzipKb: number;
  failing: string[];
}

/** What the file weighs gzip-compressed (zlib's default level), whatever encoding the wire used. */
function gzipBytes(distDir: string, url: string): number {
  const file = path.join(distDir, new URL(url).pathname);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0;
}

async function audit(
  url: string,
  port: number,
  distDir: string,
  page: string,
): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(
      path.join(reports, `${page.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'en'}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []
  ).filter((request) => request.resourceType === 'Script');
  const score = (id: (typeof categories)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (entry) => entry && entry.score !== null && entry.score < (id === 'performance' ? 0.9 : 1),
      )
      .map((entry) => `${id}: ${entry!.id} (${entry!.score}) ${entry!.displayValue ?? ''}`.trim()),
  );
  return {
    page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scripts: requests.length,
    transferKb: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    gzipKb: requests.reduce((sum, request) => sum + gzipBytes(distDir, request.url), 0) / 1024,
    failing,
  };
}

function printTable(rows: PageFigures[]): void {
  const header = [
    'page',
    'performance',
    'accessibility',
    'best-practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS files',
    'JS transfer',
    'JS gzip',
  ];
  const goalRow = [
    'goal',
    `>= ${goals.performance}`,
    `${goals.accessibility}`,
    `${goals['best-practices']}`,
    `${goals.seo}`,
    '',
    '',
    '',
    '',
    '',
    `< ${LANDING_JS_GOAL_KB} kB (landing)`,
  ];
  const lines = [
    header,
    goalRow,
    ...rows.map((row) => [
      row.page,
      String(row.scores.performance),
      String(row.scores.accessibility),
      String(row.scores['best-practices']),
      String(row.scores.seo),
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      String(row.scripts),
      `${row.transferKb.toFixed(1)} kB`,
      `${row.gzipKb.toFixed(1)} kB`,
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  for (const line of lines)
    console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}

export async function benchLighthouse(): Promise<void> {
  const { distDir, remove } = webBuild('lighthouse');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-lighthouse-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // Each page in a browser of its own, as a first visit: Lighthouse keeps localStorage between runs,
  // and the language stored by the /ar run would send the share page to its Arabic twin.
  const launchChrome = () =>
    chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Both are needed when running as root (ARCHITECTURE.md).
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
  try {
    const { token } = await createSharedStory(app, 'lighthouse-bench@example.com');
    const base = `http://localhost:${port}`;
    const pages = [
      { page: '/', url: `${base}/` },
      { page: '/ar', url: `${base}/ar` },
      { page: '/share/<token>', url: `${base}/share/${token}` },
    ];
    // Rounds over the three pages, so that a busy moment of the machine does not fall on one page only.
    const runs: PageFigures[][] = pages.map(() => []);
    for (let round = 0; round < RUNS; round++) {
      for (const [index, { page, url }] of pages.entries()) {
        const chrome = await launchChrome();
        try {
          runs[index]!.push(await audit(url, chrome.port, distDir, page));
        } finally {
          chrome.kill();
        }
      }
    }
    // Each page's run of median performance, as Lighthouse's documentation advises for its variance.
    const rows = runs.map(
      (pageRuns) =>
        [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance)[
          Math.floor(pageRuns.length / 2)
        ]!,
    );
    console.log(
      `lighthouse: mobile, simulated throttling, the median of ${RUNS} runs a page (JS = every script the page loaded; transfer as served, gzip as zlib compresses it)`,
    );
    printTable(rows);
    for (const [index, { page }] of pages.entries()) {
      console.log(
        `  ${page} performance, run by run: ${runs[index]!.map((run) => run.scores.performance).join(' ')}`,
      );
    }
    for (const row of rows) {
      if (row.failing.length) console.log(`  ${row.page} below goal: ${row.failing.join('; ')}`);
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    remove();
  }
}
