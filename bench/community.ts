/**
 * The community library's search (goal: p95 under 50 ms): 10,000 published stories with varied
 * English and Arabic titles and ideas are written into a fresh PGlite folder migrated by the real
 * app, then 200 library calls (GET /api/community/stories: Arabic and English searches typed in
 * several ways, filters, the three sorts, later pages) are timed through the app, one at a time,
 * as a signed-in parent. BENCH_DATABASE_URL runs it on an empty PostgreSQL database instead.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { ageGroups, dialects } from '@qamar/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { stories, themes, users } from '../apps/server/src/db/schema.ts';

const STORIES = 10_000;
const CALLS = 200;

/** mulberry32: the same library and the same calls on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const englishNouns = [
  'Moon',
  'Lantern',
  'Garden',
  'Dragon',
  'Camel',
  'Falcon',
  'Desert',
  'River',
  'Boat',
  'Star',
  'Olive Tree',
  'Market',
  'Library',
  'Kite',
  'Owl',
  'Cloud',
  'Mountain',
  'Bakery',
  'Compass',
  'Seashell',
];
const englishAdjectives = [
  'Brave',
  'Sleepy',
  'Little',
  'Golden',
  'Hidden',
  'Singing',
  'Gentle',
  'Lost',
  'Shy',
  'Curious',
];
const englishPlaces = [
  'Alexandria',
  'Petra',
  'Beirut',
  'Cairo',
  'Dubai',
  'Amman',
  'Marrakesh',
  'Jeddah',
  'Muscat',
  'Tunis',
];
const arabicNouns = [
  'القمر',
  'الفانوس',
  'الحديقة',
  'التنين',
  'الجمل',
  'الصقر',
  'الصحراء',
  'النهر',
  'القارب',
  'النجمة',
  'شجرة الزيتون',
  'السوق',
  'المكتبة',
  'الطائرة الورقية',
  'البومة',
  'الغيمة',
  'الجبل',
  'المخبز',
  'البوصلة',
  'الصدفة',
];
const arabicAdjectives = [
  'الشجاع',
  'النعسان',
  'الصغير',
  'الذهبي',
  'المخبأ',
  'المغني',
  'اللطيف',
  'الضائع',
  'الخجول',
  'الفضولي',
];
const arabicPlaces = [
  'الإسكندرية',
  'البتراء',
  'بيروت',
  'القاهرة',
  'دبي',
  'عمّان',
  'مراكش',
  'جدة',
  'مسقط',
  'تونس',
];
const ideas = [
  'a child who is afraid of the dark finds a friend in the moonlight',
  'two cousins share their toys on a long journey',
  'a sleepy hedgehog counts fireflies before bed',
  'طفلة تتعلم أن تشارك ألعابها مع أخيها الصغير',
  'رحلة إلى البحر مع الجدة في أيام الصيف',
  'a new baby sister arrives and the family learns to wait',
  'ولد يخاف من الظلام فيجد صديقًا في ضوء القمر',
  'a lost kite is found by a kind neighbour',
  'أول يوم في المدرسة ومعلمة لطيفة',
  'grandfather tells a story of the old market',
];

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchCommunity(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-bench-community-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  try {
    const next = random(20_261_126);
    const authors = await app.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          email: `author${i}@example.com`,
          name: 'Author',
          passwordHash: 'x',
          plan: 'family',
          displayName: i % 3 === 0 ? null : `Parent ${i}`,
        })),
      )
      .returning({ id: users.id });
    const [reader] = await app.db
      .insert(users)
      .values({
        email: 'reader@example.com',
        name: 'Reader',
        passwordHash: 'x',
        plan: 'heritage',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const catalogue = await app.db
      .select({ id: themes.id, nameEn: themes.nameEn })
      .from(themes)
      .where(isNull(themes.userId));

    const loadStarted = performance.now();
    const now = Date.now();
    for (let batch = 0; batch < STORIES / 500; batch++) {
      await app.db.insert(stories).values(
        Array.from({ length: 500 }, () => {
          const noun = Math.floor(next() * englishNouns.length);
          const adjective = Math.floor(next() * englishAdjectives.length);
          const place = Math.floor(next() * englishPlaces.length);
          const theme = next() < 0.7 ? pick(next, catalogue) : undefined;
          const published = new Date(now - Math.floor(next() * 365 * 24 * 60 * 60 * 1000));
          return {
            userId: pick(next, authors).id,
            status: 'complete',
            titleEn: `The ${englishAdjectives[adjective]} ${englishNouns[noun]} of ${englishPlaces[place]}`,
            titleAr: `${arabicNouns[noun]} ${arabicAdjectives[adjective]} في ${arabicPlaces[place]}`,
            description: pick(next, ideas),
            themeId: theme?.id ?? null,
            themeName: theme?.nameEn ?? null,
            ageGroup: pick(next, ageGroups),
            dialect: pick(next, dialects),
            publishedAt: published,
            featuredAt: next() < 0.02 ? new Date(published.getTime() + 60_000) : null,
            moderation:
              next() < 0.03 ? pick(next, ['pending', 'hidden', 'removed'] as const) : 'visible',
            likesCount: Math.floor(next() ** 3 * 200),
            libraryReads: Math.floor(next() * 500),
          };
        }),
      );
    }
    console.log(
      `community: ${STORIES} published stories written in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const token = await app.issueToken('user', reader!.id, reader!.tokenVersion);
    const searches = [
      'الاسكندرية',
      'اسكندريه',
      'الإسكندريّة',
      'القمر',
      'قمر الصغير',
      'بيروت',
      'الفانوس الذهبي',
      'مكتبه',
      'رحلة البحر',
      'جده',
      'alexandria',
      'alex',
      'moon',
      'brave drag',
      'golden lantern',
      'petra',
      'hedgehog',
      'kite neighbour',
      'The Shy Owl',
      'cair',
      'a',
      'zzz',
      'olive tree',
      'الصقر الشجاع',
      'ظلام',
    ];
    const sorts = ['recent', 'popular', 'oldest'] as const;
    const calls = Array.from({ length: CALLS }, (_, i) => {
      const params = new URLSearchParams();
      if (i % 5 !== 4) params.set('q', pick(next, searches));
      if (next() < 0.3) params.set('ageGroup', pick(next, ageGroups));
      if (next() < 0.2) params.set('dialect', pick(next, dialects));
      if (next() < 0.15) params.set('themeId', String(pick(next, catalogue).id));
      if (next() < 0.1) params.set('shelf', 'featured');
      params.set('sort', pick(next, sorts));
      if (next() < 0.2) params.set('page', String(2 + Math.floor(next() * 3)));
      return `/api/community/stories?${params.toString()}`;
    });

    const call = async (url: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response.json() as { total: number };
    };
    // Warm-up: the first calls compile the statements and fill the caches.
    for (const url of calls.slice(0, 10)) await call(url);

    // Wall time, and the CPU time of this thread (PGlite runs on it): the second does not grow when
    // other processes share the machine's cores.
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let found = 0;
    for (const url of calls) {
      const started = performance.now();
      const cpuBefore = process.threadCpuUsage();
      found += (await call(url)).total;
      const cpu = process.threadCpuUsage(cpuBefore);
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
    };
    console.log(
      `community: ${CALLS} library calls (Arabic and English searches, filters, sorts, pages) over ${STORIES} stories, ${Math.round(found / CALLS)} matches a call on average: ` +
        `${figures(times)} (goal p95 < 50 ms); CPU ${figures(cpuTimes)}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
