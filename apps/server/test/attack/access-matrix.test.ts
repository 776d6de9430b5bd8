import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  adminAuditLog,
  billingCustomers,
  characters,
  childProfiles,
  contentReports,
  feedback,
  locations,
  stories,
  storyComments,
  storyLikes,
  storySaves,
  storyShares,
  subscriptions,
  testimonials,
  themes,
  users,
} from '../../src/db/schema.ts';
import {
  adminToken,
  approveStory,
  parent,
  postCatalogueStory,
  withCsrf,
} from '../accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from '../helper.ts';
import { validish } from './hostile.ts';
import {
  appRoutes,
  hasPathParameter,
  isMutating,
  kindOf,
  schemaOf,
  sessionOf,
  type AppRoute,
} from './routes.ts';

/**
 * The access matrix (issue 12): every principal against every route that takes an id or a token,
 * and every media address the API hands out, while one story walks through every state it can be
 * in. The rule: owners and admins read their things; a live share link's visitors read that story
 * and its media; once public anyone reads it; everyone else gets exactly what a missing object
 * gets (404, never 403, never 200, never a body naming anything), and nothing they try changes
 * anything. Media addresses work while the right they were handed out under lasts.
 */

const principals = ['anonymous', 'parentA', 'parentB', 'unverified', 'admin'] as const;
/** Operations metrics are served on the API's port to this token alone. */
const metricsToken = 'access-matrix-metrics-token-0123456789';
type Principal = (typeof principals)[number];

/** The walk of the main story (owned by parent A); each state is one test, in this order. */
const states = [
  'private',
  'shared',
  'rotated',
  'revoked',
  'published',
  'featured',
  'withdrawn',
  'deleted',
] as const;
type State = (typeof states)[number];

const MISSING_ID = 999_999;
const MISSING_TOKEN = 'Zq'.repeat(16);
const ROBOT = 'Mozilla/5.0 (compatible; WhatsApp/2.23.20.0; link preview bot)';

interface StoryObject {
  name: string;
  id: number;
  owner: Principal;
  /** Whether anyone may read it now. */
  isPublic: () => boolean;
  isDeleted: () => boolean;
  /** Its titles, page texts and media paths. */
  secrets: string[];
  /** Its page texts alone. */
  texts: string[];
}

interface MediaAddress {
  url: string;
  object: string;
  /** Rights it was handed out under; it must work while any lasts and stop when all have ended. */
  grants: Set<string>;
}

describe(`access matrix (${target})`, () => {
  let t: TestApp;
  // Real time, moved forward by the expiry check at the end (story steps read the clock too).
  let clockOffset = 0;
  const now = () => new Date(Date.now() + clockOffset);
  let state: State = 'private';
  const tokens: Partial<Record<Principal, string>> = {};
  let main: StoryObject;
  let inProgress: StoryObject;
  let strangersStory: StoryObject;
  let character: { id: number; secrets: string[] };
  let place: { id: number; secrets: string[] };
  /** Parent A's child profile: its names and details are parent A's alone. */
  let child: { id: number; secrets: string[] };
  /** Parent A's testimonial, waiting for an admin: nobody else sees its words, and only admins decide it. */
  let testimonial: { id: number; secrets: string[] };
  /** Parent A's subscription (as Stripe's webhook would have written it): only admins act on it by id; its Stripe ids reach nobody. */
  let subscription: { id: number; secrets: string[] };
  /** Parent B's account, as the admins' Users screen shows and changes it. */
  let accountB: { id: number; secrets: string[] };
  /** Parent A's feedback: the inbox is the admins' alone. */
  let feedbackEntry: { id: number; secrets: string[] };
  /** A default character, place and theme, as the admins' catalogue routes name them. */
  const catalogueIds = { characters: 0, locations: 0, themes: 0 };
  const shareTokens: { first?: string; second?: string } = {};
  /** Parent B's comment on the main story, made once it is published. */
  let comment: { id: number; author: Principal; secrets: string[] } | undefined;
  const media = new Map<string, MediaAddress>();
  let mediaPrefix = '/media/';

  let cases = 0;
  const leaks: string[] = [];
  const leaksByRule = new Map<string, number>();
  let stateLeaks: string[] = [];
  /** One case of the matrix; a failed one is a leak, counted under its rule. */
  const check = (rule: string, ok: boolean, what: string) => {
    cases += 1;
    if (ok) return;
    leaks.push(`[${state}] ${rule} | ${what}`);
    leaksByRule.set(rule, (leaksByRule.get(rule) ?? 0) + 1);
    stateLeaks.push(`${rule} | ${what}`);
  };

  let addressCounter = 0;
  /** Each call from its own address, so rate limits (per address) never stand between the caller and the rule. */
  const nextAddress = () => {
    addressCounter += 1;
    return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };
  const csrfCache = new Map<Principal, Record<string, string>>();
  const headersOf = async (who: Principal, mutating: boolean): Promise<Record<string, string>> => {
    const token = tokens[who];
    if (!mutating) return token ? { authorization: `Bearer ${token}` } : {};
    if (!csrfCache.has(who)) csrfCache.set(who, await withCsrf(t, token));
    return csrfCache.get(who)!;
  };
  const call = async (
    who: Principal,
    method: string,
    url: string,
    options: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.inject({
      method: method as 'GET',
      url,
      headers: { ...(await headersOf(who, isMutating(method))), ...options.headers },
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
      remoteAddress: nextAddress(),
    });

  /** Every media address in a JSON answer or a page, whatever its shape (query string included). */
  const mediaIn = (text: string): string[] => {
    const found = new Set<string>();
    const origin = 'http://qamar.test';
    const pattern = new RegExp(
      `(?:${origin.replace(/[.]/g, '\\.')})?${mediaPrefix.replace(/\//g, '\\/')}[^"'<>\\s]*`,
      'g',
    );
    for (const match of text.replaceAll('\\u0026', '&').replaceAll('&amp;', '&').matchAll(pattern))
      found.add(match[0].replace(origin, ''));
    return [...found];
  };
  const collect = (text: string, object: string, grant: string) => {
    for (const url of mediaIn(text)) {
      const known = media.get(url) ?? { url, object, grants: new Set<string>() };
      known.grants.add(grant);
      media.set(url, known);
    }
  };

  const objects = (): StoryObject[] => [main, inProgress, strangersStory];
  const objectByName = (name: string) => objects().find((object) => object.name === name);
  const readers = (object: StoryObject): Principal[] =>
    object.isDeleted()
      ? []
      : object.isPublic()
        ? [...principals]
        : (['admin', object.owner] as Principal[]);

  const grantIsLive = (grant: string): boolean => {
    const [kind, name] = grant.split(':');
    if (kind === 'catalogue') return true;
    if (kind === 'share')
      return (
        (state === 'shared' && name === shareTokens.first) ||
        (state === 'rotated' && name === shareTokens.second)
      );
    if (kind === 'item') return state !== 'deleted';
    const object = objectByName(name!)!;
    if (object.isDeleted()) return false;
    if (kind === 'public') return object.isPublic();
    return true; // owner or admin: while the story lasts
  };
  const mayReadObject = (who: Principal, objectName: string): boolean => {
    if (objectName === 'catalogue') return true;
    if (objectName === 'character' || objectName === 'place')
      return who === 'parentA' && state !== 'deleted';
    return readers(objectByName(objectName)!).includes(who);
  };
  const objectIsPublic = (objectName: string) =>
    objectName === 'catalogue' || Boolean(objectByName(objectName)?.isPublic());

  /** Secrets a caller must never see: those of objects they may not read now (all of them once deleted). */
  const secretsHiddenFrom = (who: Principal): string[] => {
    const hidden: string[] = [];
    for (const object of objects())
      if (!readers(object).includes(who) && who !== object.owner) hidden.push(...object.secrets);
    if (who !== 'parentA') hidden.push(...character.secrets, ...place.secrets, ...child.secrets);
    if (who !== 'admin') hidden.push(...testimonial.secrets, ...feedbackEntry.secrets);
    hidden.push(...subscription.secrets);
    return hidden;
  };
  const revealed = (body: string, secrets: string[]) =>
    secrets.filter((secret) => secret.length >= 6 && body.includes(secret));

  const codeOf = (response: LightMyRequestResponse) => {
    try {
      return (response.json() as { code?: string }).code;
    } catch {
      return `(not JSON: ${response.headers['content-type']})`;
    }
  };
  const answer = (response: LightMyRequestResponse) => `${response.statusCode} ${codeOf(response)}`;

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        t.handle.db
          .select({
            id: stories.id,
            status: stories.status,
            attempt: stories.attempt,
            publishedAt: stories.publishedAt,
            featuredAt: stories.featuredAt,
            updatedAt: stories.updatedAt,
            title: stories.titleEn,
            moderation: stories.moderation,
            likes: stories.likesCount,
            comments: stories.commentsCount,
            reports: stories.reportsCount,
          })
          .from(stories)
          .orderBy(asc(stories.id)),
        t.handle.db
          .select({ storyId: storyLikes.storyId, userId: storyLikes.userId })
          .from(storyLikes)
          .orderBy(asc(storyLikes.storyId), asc(storyLikes.userId)),
        t.handle.db
          .select({ storyId: storySaves.storyId, userId: storySaves.userId })
          .from(storySaves)
          .orderBy(asc(storySaves.storyId), asc(storySaves.userId)),
        t.handle.db
          .select({
            id: storyComments.id,
            body: storyComments.body,
            moderation: storyComments.moderation,
            reports: storyComments.reportsCount,
          })
          .from(storyComments)
          .orderBy(asc(storyComments.id)),
        t.handle.db
          .select({ id: contentReports.id, resolvedAt: contentReports.resolvedAt })
          .from(contentReports)
          .orderBy(asc(contentReports.id)),
        t.handle.db
          .select({
            storyId: storyShares.storyId,
            token: storyShares.token,
            maxViews: storyShares.maxViews,
          })
          .from(storyShares)
          .orderBy(asc(storyShares.storyId)),
        t.handle.db
          .select({
            id: characters.id,
            name: characters.nameEn,
            nameAr: characters.nameAr,
            text: characters.descriptionEn,
            updatedAt: characters.updatedAt,
          })
          .from(characters)
          .where(isNotNull(characters.userId))
          .orderBy(asc(characters.id)),
        t.handle.db
          .select({
            id: locations.id,
            name: locations.nameEn,
            nameAr: locations.nameAr,
            text: locations.descriptionEn,
            updatedAt: locations.updatedAt,
          })
          .from(locations)
          .where(isNotNull(locations.userId))
          .orderBy(asc(locations.id)),
        t.handle.db
          .select({
            id: childProfiles.id,
            name: childProfiles.nameEn,
            nameAr: childProfiles.nameAr,
            avoid: childProfiles.avoid,
            updatedAt: childProfiles.updatedAt,
          })
          .from(childProfiles)
          .orderBy(asc(childProfiles.id)),
        t.handle.db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            plan: users.plan,
            tokenVersion: users.tokenVersion,
            disabledAt: users.disabledAt,
          })
          .from(users)
          .orderBy(asc(users.id)),
        t.handle.db
          .select({ id: adminAuditLog.id })
          .from(adminAuditLog)
          .orderBy(asc(adminAuditLog.id)),
        t.handle.db
          .select({
            id: testimonials.id,
            status: testimonials.status,
            reviewedAt: testimonials.reviewedAt,
          })
          .from(testimonials)
          .orderBy(asc(testimonials.id)),
        t.handle.db
          .select({
            id: subscriptions.id,
            status: subscriptions.status,
            entitled: subscriptions.entitledPlan,
            refundedAt: subscriptions.refundedAt,
            cancelAt: subscriptions.cancelAt,
          })
          .from(subscriptions)
          .orderBy(asc(subscriptions.id)),
        t.handle.db
          .select({ id: users.id, grantedPlan: users.grantedPlan })
          .from(users)
          .orderBy(asc(users.id)),
        // The catalogue's defaults as admins change them (pictures are left out: a drawing job may finish at any moment).
        t.handle.db
          .select({
            id: characters.id,
            name: characters.nameEn,
            nameAr: characters.nameAr,
            text: characters.descriptionAr,
            retiredAt: characters.retiredAt,
            editedAt: characters.editedAt,
          })
          .from(characters)
          .where(eq(characters.isDefault, true))
          .orderBy(asc(characters.id)),
        t.handle.db
          .select({
            id: locations.id,
            name: locations.nameEn,
            nameAr: locations.nameAr,
            text: locations.descriptionAr,
            retiredAt: locations.retiredAt,
            editedAt: locations.editedAt,
          })
          .from(locations)
          .where(eq(locations.isPublic, true))
          .orderBy(asc(locations.id)),
        t.handle.db
          .select({
            id: themes.id,
            name: themes.nameEn,
            sparks: themes.sparksEn,
            featured: themes.featuredOrder,
            retiredAt: themes.retiredAt,
            editedAt: themes.editedAt,
          })
          .from(themes)
          .orderBy(asc(themes.id)),
        t.handle.db
          .select({ id: feedback.id, doneAt: feedback.doneAt })
          .from(feedback)
          .orderBy(asc(feedback.id)),
      ]),
    );

  /** A body that passes the route's schema, so the attempt reaches the handler's own checks. */
  const validBody = (route: AppRoute): unknown => {
    const schema = schemaOf(route.route, 'body');
    if (!schema) return undefined;
    const samples = fc.sample(validish(schema), { seed: 12, numRuns: 500 });
    return samples.find((sample) => schema.safeParse?.(sample).success) ?? {};
  };

  const fill = (pattern: string, values: Record<string, string>) =>
    pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? '1');

  /**
   * One route against one object for every principal: the entitled get on with it; everyone else
   * gets what a missing object gets, sees none of its secrets, and changes nothing.
   */
  const tryRoute = async (
    route: AppRoute,
    object: { name: string; id: number; secrets: string[] },
    entitled: Principal[],
    conflicting: Principal[] = [],
  ) => {
    const url = fill(route.url, { id: String(object.id), shareToken: MISSING_TOKEN });
    const missing = fill(route.url, { id: String(MISSING_ID), shareToken: MISSING_TOKEN });
    const mutating = isMutating(route.method);
    const body = validBody(route);
    for (const who of principals) {
      const label = `${who} ${route.method} ${route.url} (${object.name})`;
      if (entitled.includes(who)) {
        if (mutating) continue; // the walk itself makes the owner's and admins' changes
        const response = await call(who, route.method, url);
        check(
          'route: entitled caller refused',
          response.statusCode !== 404 && response.statusCode < 500,
          `${label}: the entitled caller got ${answer(response)}`,
        );
        continue;
      }
      const before = mutating ? await snapshot() : '';
      const response = await call(who, route.method, url, { payload: body });
      if (conflicting.includes(who)) {
        // One's own story or comment, which one may read but not act on this way: 409, and nothing changes.
        check(
          'route: own thing not refused with 409',
          response.statusCode === 409,
          `${label}: answered ${answer(response)}`,
        );
        if (mutating)
          check(
            'route: a refused owner changed data',
            (await snapshot()) === before,
            `${label}: changed the data (answered ${answer(response)})`,
          );
        continue;
      }
      const baseline = await call(who, route.method, missing, { payload: body });
      check(
        'route: answer differs from a missing object',
        response.statusCode === baseline.statusCode && codeOf(response) === codeOf(baseline),
        `${label}: answered ${answer(response)}, a missing one ${answer(baseline)}`,
      );
      check(
        'route: 2xx or 403 to a stranger',
        response.statusCode !== 403 && (response.statusCode < 200 || response.statusCode >= 300),
        `${label}: answered ${answer(response)}`,
      );
      const shown = revealed(response.body, object.secrets);
      check(
        'route: answer shows a secret',
        shown.length === 0,
        `${label}: the answer shows ${JSON.stringify(shown)}`,
      );
      if (mutating)
        check(
          'route: a stranger changed data',
          (await snapshot()) === before,
          `${label}: changed the data (answered ${answer(response)})`,
        );
    }
  };

  const storyRoutes = () =>
    appRoutes(t.app).filter(
      (route) => kindOf(route.url) === 'story' || kindOf(route.url) === 'story-status',
    );

  /** The walk's checks for the current state. */
  const runMatrix = async () => {
    stateLeaks = [];
    const preHandlers = (route: AppRoute) => [route.route.preHandler].flat();
    // Stories by id: the walked story in its state, and (first state only) one in progress and a stranger's.
    const storyObjects = state === 'private' ? objects() : [main];
    for (const route of storyRoutes()) {
      for (const object of storyObjects) {
        if (kindOf(route.url) === 'story-status') {
          await tryStatus(route, object);
          continue;
        }
        const ownerOnly = preHandlers(route).includes(t.app.requireUser);
        const entitled: Principal[] = object.isDeleted()
          ? []
          : isMutating(route.method)
            ? route.url.startsWith('/api/admin/')
              ? ['admin']
              : [object.owner]
            : ownerOnly
              ? [object.owner]
              : readers(object);
        await tryRoute(route, object, entitled);
      }
    }
    // The parent's own character and place: the owner's alone.
    for (const route of appRoutes(t.app).filter(
      (r) => kindOf(r.url) === 'character' || kindOf(r.url) === 'location',
    )) {
      const item = kindOf(route.url) === 'character' ? character : place;
      await tryRoute(
        route,
        { name: kindOf(route.url)!, id: item.id, secrets: item.secrets },
        state === 'deleted' ? [] : ['parentA'],
      );
    }
    // The parent's own child profile: the owner's alone.
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'child')) {
      await tryRoute(
        route,
        { name: 'child', id: child.id, secrets: child.secrets },
        state === 'deleted' ? [] : ['parentA'],
      );
    }
    // A parent's account on the admins' Users screen: admins alone (parent B's, so the walk's owner keeps hers).
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'account')) {
      await tryRoute(
        route,
        { name: 'parent B’s account', id: accountB.id, secrets: accountB.secrets },
        ['admin'],
      );
    }
    // A testimonial: admins decide it; anyone else's attempt is a missing one's.
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'testimonial')) {
      await tryRoute(
        route,
        { name: 'testimonial', id: testimonial.id, secrets: testimonial.secrets },
        ['admin'],
      );
    }
    // A subscription: admins refund it; anyone else's attempt is a missing one's.
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'subscription')) {
      await tryRoute(
        route,
        { name: 'subscription', id: subscription.id, secrets: subscription.secrets },
        ['admin'],
      );
    }
    // The catalogue's defaults (edit, redraw, retire) and the feedback inbox (done marks): admins alone.
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'catalogue-item')) {
      const folder = route.url.split('/')[4] as keyof typeof catalogueIds;
      await tryRoute(
        route,
        { name: `catalogue ${folder}`, id: catalogueIds[folder], secrets: [] },
        ['admin'],
      );
    }
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'feedback')) {
      await tryRoute(
        route,
        { name: 'feedback', id: feedbackEntry.id, secrets: feedbackEntry.secrets },
        ['admin'],
      );
    }
    await tryCommunity();
    await tryShareTokens();
    await tryMedia();
    await scanLists();
    expect(stateLeaks, `${stateLeaks.length} leaks in state ${state}`).toEqual([]);
  };

  const signedIn = (who: Principal) => who !== 'anonymous' && who !== 'admin';
  /**
   * The community's routes on a story and on a comment. A story: its signed-in readers (and
   * admins) read its comments; other signed-in parents like, save, comment on and report it while
   * it is public, its owner gets 409 (and may comment). A comment: its author deletes it; the
   * story's other signed-in readers report it, its author gets 409; admins moderate it.
   */
  const tryCommunity = async () => {
    const storyObjects = state === 'private' ? objects() : [main];
    const withComment = (object: StoryObject) =>
      comment && object === main ? [...object.secrets, ...comment.secrets] : object.secrets;
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'community-story')) {
      for (const object of storyObjects) {
        const isOwn = (who: Principal) => who === object.owner;
        const commenting = route.method === 'POST' && route.url.endsWith('/comments');
        const entitled = object.isDeleted()
          ? []
          : !isMutating(route.method)
            ? readers(object).filter((who) => who === 'admin' || signedIn(who))
            : object.isPublic()
              ? principals.filter((who) => signedIn(who) && (commenting || !isOwn(who)))
              : [];
        const conflicting =
          !object.isDeleted() && object.isPublic() && isMutating(route.method) && !commenting
            ? [object.owner]
            : [];
        await tryRoute(
          route,
          { name: object.name, id: object.id, secrets: withComment(object) },
          entitled,
          conflicting,
        );
      }
    }
    if (!comment) return;
    for (const route of appRoutes(t.app).filter((r) => kindOf(r.url) === 'comment')) {
      const storyReaders: Principal[] = main.isDeleted() ? [] : readers(main).filter(signedIn);
      const entitled: Principal[] = main.isDeleted()
        ? []
        : route.url.startsWith('/api/admin/')
          ? ['admin']
          : route.method === 'DELETE'
            ? [comment.author]
            : storyReaders.filter((who) => who !== comment!.author);
      const conflicting =
        route.url.endsWith('/report') && storyReaders.includes(comment.author)
          ? [comment.author]
          : [];
      await tryRoute(
        route,
        { name: 'parent B’s comment', id: comment.id, secrets: comment.secrets },
        entitled,
        conflicting,
      );
    }
  };

  /** The public progress call: anyone may ask, but the titles are the owner's and admins' until the story is public. */
  const tryStatus = async (route: AppRoute, object: StoryObject) => {
    const url = fill(route.url, { id: String(object.id) });
    for (const who of principals) {
      const response = await call(who, route.method, url);
      const label = `${who} ${route.method} ${route.url} (${object.name})`;
      if (object.isDeleted()) {
        const baseline = await call(who, route.method, fill(route.url, { id: String(MISSING_ID) }));
        check(
          'status: deleted story differs from missing',
          answer(response) === answer(baseline),
          `${label}: answered ${answer(response)}, a missing one ${answer(baseline)}`,
        );
      } else
        check(
          'status: refused',
          response.statusCode < 400 || response.statusCode === 404,
          `${label}: answered ${answer(response)}`,
        );
      if (!readers(object).includes(who)) {
        const shown = revealed(response.body, object.secrets);
        check(
          'status: titles to a stranger',
          shown.length === 0,
          `${label}: the answer shows ${JSON.stringify(shown)}`,
        );
      }
    }
  };

  /** Share links: a live token opens the story for anyone; a dead or unknown one is the same 404; link previews get no pages. */
  const tryShareTokens = async () => {
    const routes = appRoutes(t.app).filter((route) => kindOf(route.url) === 'share-token');
    const known = [shareTokens.first, shareTokens.second].filter((token): token is string =>
      Boolean(token),
    );
    for (const route of routes) {
      for (const token of known) {
        const live = grantIsLive(`share:${token}`);
        const url = fill(route.url, { shareToken: token });
        for (const who of principals) {
          const label = `${who} ${route.method} ${route.url} (${token === shareTokens.first ? 'first' : 'second'} link)`;
          const response = await call(who, route.method, url);
          if (live) {
            // HEAD carries no story either way; how it answers is the link's own business.
            check(
              'share: live link refused',
              route.method === 'HEAD' ? response.statusCode < 500 : response.statusCode === 200,
              `${label}: a live link answered ${answer(response)}`,
            );
            continue;
          }
          const baseline = await call(
            who,
            route.method,
            fill(route.url, { shareToken: MISSING_TOKEN }),
          );
          check(
            'share: dead link differs from unknown',
            answer(response) === answer(baseline),
            `${label}: a dead link answered ${answer(response)}, an unknown one ${answer(baseline)}`,
          );
          check(
            'share: dead link shows the story',
            revealed(response.body, main.secrets).length === 0,
            `${label}: a dead link shows ${JSON.stringify(revealed(response.body, main.secrets))}`,
          );
        }
        // A link preview counts no view, so it gets no pages (the page head is what it is for).
        if (live && route.method === 'GET') {
          const before = (await call('parentA', 'GET', `/api/stories/${main.id}/share`)).json()
            .share?.viewCount;
          const robot = await call('anonymous', 'GET', url, { headers: { 'user-agent': ROBOT } });
          const after = (await call('parentA', 'GET', `/api/stories/${main.id}/share`)).json().share
            ?.viewCount;
          const text = revealed(robot.body, main.texts);
          check(
            'share: robot gets text without a view',
            after !== before || text.length === 0,
            `a link preview robot got the story's text without a view counted: ${JSON.stringify(text.slice(0, 2))}`,
          );
        }
      }
    }
    // The shared viewer's page (the web app's, not an API route): a dead link's page names nothing.
    for (const token of known) {
      if (grantIsLive(`share:${token}`)) continue;
      for (const prefix of ['/share/', '/ar/share/']) {
        const page = await call('anonymous', 'GET', `${prefix}${token}`);
        check(
          'share page: dead link shows the story',
          revealed(page.body, main.secrets).length === 0,
          `the page ${prefix}<dead link> shows ${JSON.stringify(revealed(page.body, main.secrets))}`,
        );
        check(
          'share page: dead link gives media',
          mediaIn(page.body).length === 0,
          `the page ${prefix}<dead link> gives media addresses`,
        );
      }
    }
  };

  const withoutQuery = (url: string) => url.split('?')[0]!;
  const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
  /** The id as a whole path or query segment of an address. */
  const idPattern = (id: number) => new RegExp(`(?<=[^0-9A-Za-z])${id}(?=[^0-9A-Za-z]|$)`);

  /**
   * Every media address handed out so far, as every principal: it works while a right it was
   * handed out under lasts and stops when they have all ended; a private object's media is never
   * cached publicly; and what a caller could build without being handed it (the address without
   * its signature, another object's signature, a neighbour's id counted into it) never opens a
   * private object.
   */
  const tryMedia = async () => {
    const missing = await call('anonymous', 'GET', `${mediaPrefix}no-such-object/none.webp`);
    for (const address of media.values()) {
      const live = [...address.grants].some(grantIsLive);
      const exact = await Promise.all(principals.map((who) => call(who, 'GET', address.url)));
      principals.forEach((who, i) => {
        const response = exact[i]!;
        const label = `${who} GET ${address.url} (${address.object}, handed out as ${[...address.grants].join(', ')})`;
        if (live) {
          check(
            'media: handed-out address refused while its right lasts',
            response.statusCode === 200,
            `${label}: answered ${answer(response)} while its right lasts`,
          );
          if (!objectIsPublic(address.object))
            check(
              'media: private media cached publicly',
              !/public/.test(String(response.headers['cache-control'])),
              `${label}: a private object's media is cached as ${response.headers['cache-control']}`,
            );
        } else {
          check(
            'media: address works after its right ended',
            response.statusCode === 404 && codeOf(response) === codeOf(missing),
            `${label}: answered ${answer(response)} after its right ended`,
          );
        }
      });
      if (objectIsPublic(address.object)) continue;
      // Built, not handed out: the address without its query, and (when it names its object's id) as guessed by counting.
      const object = objectByName(address.object);
      const stripped = withoutQuery(address.url);
      const guessable =
        address.url !== stripped || (object !== undefined && idPattern(object.id).test(stripped));
      for (const who of principals) {
        if (mayReadObject(who, address.object)) continue;
        if (guessable) {
          const response = await call(who, 'GET', stripped);
          check(
            'media: address built without a signature opens a private object',
            response.statusCode === 404,
            `${who} GET ${stripped} (${address.object}, built without its signature): answered ${answer(response)}`,
          );
        }
        // Another address the caller holds lends its query (signature) to this one's path.
        const lender = [...media.values()].find(
          (other) =>
            other.object !== address.object &&
            queryOf(other.url) &&
            [...other.grants].some(grantIsLive) &&
            mayReadObject(who, other.object),
        );
        if (lender) {
          const response = await call(who, 'GET', `${stripped}${queryOf(lender.url)}`);
          check(
            'media: borrowed signature opens a private object',
            response.statusCode === 404,
            `${who} GET ${stripped} with the signature of ${lender.object}: answered ${answer(response)}`,
          );
        }
      }
    }
    // Counting: the stranger's own story's addresses with the id changed to another story's.
    for (const object of objects()) {
      if (object === strangersStory || mayReadObject('parentB', object.name)) continue;
      const own = [...media.values()].filter(
        (other) =>
          other.object === strangersStory.name && idPattern(strangersStory.id).test(other.url),
      );
      for (const address of own) {
        const counted = address.url.replace(idPattern(strangersStory.id), String(object.id));
        const response = await call('parentB', 'GET', counted);
        check(
          'media: counted id opens a private object',
          response.statusCode === 404,
          `parentB GET ${counted} (its own story's address counted to ${object.name}): answered ${answer(response)}`,
        );
      }
    }
  };

  /** Every list and account call (a GET without a path parameter), as every principal, shows no secret of what they may not read. */
  const scanLists = async () => {
    const lists = appRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' && route.url.startsWith('/api/') && !hasPathParameter(route.url),
    );
    for (const route of lists) {
      for (const who of principals) {
        const response = await call(who, 'GET', route.url);
        const shown = revealed(response.body, secretsHiddenFrom(who));
        check(
          'lists: show a secret',
          shown.length === 0,
          `${who} GET ${route.url}: shows ${JSON.stringify(shown.slice(0, 3))}`,
        );
      }
    }
  };

  const readStory = async (who: Principal, id: number) => {
    const response = await call(who, 'GET', `/api/stories/${id}`);
    expect(response.statusCode).toBe(200);
    return response;
  };
  type StoryView = {
    titleEn: string | null;
    titleAr: string | null;
    pages: Array<{ contentEn: string; contentAr: string }>;
  };
  const pageTexts = (story: StoryView) =>
    story.pages.flatMap((page) => [page.contentEn.slice(0, 60), page.contentAr.slice(0, 60)]);
  /** What names a story: its titles, page texts and media paths, less whatever the other story shares (templates repeat). */
  const storySecrets = (story: StoryView, body: string, other: string) =>
    [
      ...[story.titleEn, story.titleAr].filter((title): title is string => Boolean(title)),
      ...pageTexts(story),
      ...mediaIn(body).map(withoutQuery),
    ].filter((secret) => !other.includes(secret));

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ADMIN_USERNAME: 'warda',
        ADMIN_PASSWORD: 'night-garden-7',
        METRICS_TOKEN: metricsToken,
      },
      now,
    });
    const mediaRoute = appRoutes(t.app).find(
      (route) => kindOf(route.url) === 'media' && route.method === 'GET',
    );
    mediaPrefix = mediaRoute ? mediaRoute.url.replace(/\*$/, '') : mediaPrefix;
    const a = await parent(t, 'owner-a@example.com', { plan: 'heritage' });
    const b = await parent(t, 'stranger-b@example.com', { plan: 'family' });
    const u = await parent(t, 'unverified-u@example.com', { verified: false });
    Object.assign(tokens, {
      parentA: a.token,
      parentB: b.token,
      unverified: u.token,
      admin: await adminToken(t, 'warda', 'night-garden-7'),
    });
    accountB = { id: b.id, secrets: ['stranger-b@example.com'] };

    const [mainId, strangersId] = await Promise.all([
      postCatalogueStory(t, a.token, { dialect: 'lebanese', length: 3 }).then(
        (response) => response.json().id as number,
      ),
      // Other characters and another place than parent A's story, so the two share as little text as can be.
      (async () => {
        const auth = { authorization: `Bearer ${b.token}` };
        const cast = (
          await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth })
        ).json() as Array<{ id: number }>;
        const places = (
          await t.inject({ method: 'GET', url: '/api/locations', headers: auth })
        ).json() as Array<{ id: number }>;
        const response = await postCatalogueStory(t, b.token, {
          length: 3,
          selectedCharacterIds: [cast.at(-1)!.id],
          selectedLocationId: places.at(-1)!.id,
        });
        return response.json().id as number;
      })(),
    ]);
    // A story still being made: its steps never run (written as the stories' own tests do).

    const item = async (url: string, payload: object) => {
      const response = await call('parentA', 'POST', url, { payload });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { id?: number; location?: { id: number } };
      return { id: body.id ?? body.location!.id, body: response.body };
    };
    const made = await item('/api/characters', {
      name: 'Zubaida Quartzmoon',
      age: 6,
      gender: 'female',
      description: 'A girl with a lantern made of quartz.',
    });
    character = {
      id: made.id,
      secrets: [
        'Zubaida Quartzmoon',
        'A girl with a lantern made of quartz.',
        ...mediaIn(made.body).map(withoutQuery),
      ],
    };
    collect(made.body, 'character', 'item:character');
    const placed = await item('/api/locations/generate', {
      name: 'Quillhaven Cove',
      type: 'nature',
      description: 'A hidden cove where the quills of seabirds glow.',
    });
    place = {
      id: placed.id,
      secrets: [
        'Quillhaven Cove',
        'A hidden cove where the quills of seabirds glow.',
        ...mediaIn(placed.body).map(withoutQuery),
      ],
    };
    collect(placed.body, 'place', 'item:place');
    const kid = await item('/api/child-profiles', {
      nameEn: 'Quenby Marrowlight',
      nameAr: 'قمرية الضوئية',
      gender: 'female',
      birthMonth: 3,
      birthYear: new Date().getUTCFullYear() - 5,
      familyWords: { grandma: { en: 'Grandmarrow', ar: 'تيتة مارو' }, grandpa: null },
    });
    child = {
      id: kid.id,
      secrets: ['Quenby Marrowlight', 'قمرية الضوئية', 'Grandmarrow', 'تيتة مارو'],
    };
    const words = 'Quillhaven evenings: our twins fall asleep before the last page every time.';
    const sent = await call('parentA', 'POST', '/api/testimonials', {
      payload: { firstName: 'Zubaida', city: 'Quillhaven', message: words },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    testimonial = { id: sent.json().id, secrets: [words] };
    const providerId = 'sub_matrixQuillhavenSecret';
    await t.handle.db
      .insert(billingCustomers)
      .values({ userId: a.id, customerId: 'cus_matrixQuillhavenSecret' });
    const [paid] = await t.handle.db
      .insert(subscriptions)
      .values({
        userId: a.id,
        providerId,
        plan: 'heritage',
        status: 'active',
        entitledPlan: 'heritage',
        startedAt: new Date(),
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: subscriptions.id });
    subscription = { id: paid!.id, secrets: [providerId, 'cus_matrixQuillhavenSecret'] };
    const note = 'Quillhaven feedback: the moon button hides behind the footer on my tablet.';
    const noted = await call('parentA', 'POST', '/api/feedback', {
      payload: { category: 'bug', message: note, pageUrl: '/create' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    feedbackEntry = { id: noted.json().id, secrets: [note] };
    const defaultsOf = async (url: string) =>
      ((await call('admin', 'GET', url)).json() as Array<{ id: number }>)[0]!.id;
    Object.assign(catalogueIds, {
      characters: await defaultsOf('/api/characters/default'),
      locations: await defaultsOf('/api/locations'),
      themes: await defaultsOf('/api/themes'),
    });
    collect(
      (await call('parentA', 'GET', '/api/characters/default')).body,
      'catalogue',
      'catalogue',
    );
    // As the admin, who sees the catalogue's places only (a parent's list has their own among them).
    collect((await call('admin', 'GET', '/api/locations')).body, 'catalogue', 'catalogue');

    await Promise.all([untilStoryComplete(t, mainId), untilStoryComplete(t, strangersId)]);
    // A story still being made: its steps never run (inserted as the stories' own tests do), with a real story's frozen input.
    const [{ input }] = (await t.handle.db
      .select({ input: stories.input })
      .from(stories)
      .where(eq(stories.id, mainId))) as [{ input: Record<string, unknown> }];
    const [waiting] = await t.handle.db
      .insert(stories)
      .values({
        userId: a.id,
        status: 'processing',
        titleEn: 'Still Drawing The Moon',
        titleAr: 'ما زالت ترسم القمر',
        input,
      })
      .returning({ id: stories.id });

    const ownersView = await readStory('parentA', mainId);
    const strangersView = await readStory('parentB', strangersId);
    main = {
      name: 'main story',
      id: mainId,
      owner: 'parentA',
      isPublic: () => state === 'published' || state === 'featured',
      isDeleted: () => state === 'deleted',
      secrets: storySecrets(ownersView.json(), ownersView.body, strangersView.body),
      texts: pageTexts(ownersView.json()).filter((text) => !strangersView.body.includes(text)),
    };
    strangersStory = {
      name: 'parent B’s story',
      id: strangersId,
      owner: 'parentB',
      isPublic: () => false,
      isDeleted: () => false,
      secrets: storySecrets(strangersView.json(), strangersView.body, ownersView.body),
      texts: pageTexts(strangersView.json()).filter((text) => !ownersView.body.includes(text)),
    };
    inProgress = {
      name: 'story in progress',
      id: waiting!.id,
      owner: 'parentA',
      isPublic: () => false,
      isDeleted: () => false,
      secrets: ['Still Drawing The Moon', 'ما زالت ترسم القمر'],
      texts: [],
    };
    collect(ownersView.body, main.name, `owner:${main.name}`);
    collect((await readStory('admin', mainId)).body, main.name, `admin:${main.name}`);
    collect(strangersView.body, strangersStory.name, `owner:${strangersStory.name}`);
    await collectBook('parentA', main, `owner:${main.name}`);
  }, 240_000);

  /** The picture book: served by its route, or handed out as an address (a redirect) that joins the media checks. */
  const collectBook = async (who: Principal, object: StoryObject, grant: string) => {
    const book = await call(who, 'GET', `/api/stories/${object.id}/pdf`);
    expect([200, 301, 302, 303, 307, 308]).toContain(book.statusCode);
    if (book.headers.location) collect(String(book.headers.location), object.name, grant);
  };

  afterAll(async () => {
    console.log(`access matrix (${target}): ${cases} cases, ${leaks.length} leaks`);
    if (leaks.length > 0) {
      const examples = (rule: string) =>
        leaks
          .filter((leak) => leak.includes(`${rule} |`))
          .slice(0, 3)
          .map((leak) => `      e.g. ${leak}`);
      console.log(
        `leaks by rule:\n${[...leaksByRule].flatMap(([rule, n]) => [`  ${n} ${rule}`, ...examples(rule)]).join('\n')}`,
      );
    }
    await t?.close();
  });

  it('covers every route with a path parameter or a token: a new one must be classified in routes.ts', () => {
    const unclassified = appRoutes(t.app)
      .filter((route) => hasPathParameter(route.url) && !kindOf(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(unclassified).toEqual([]);
    expect(appRoutes(t.app).filter((route) => hasPathParameter(route.url)).length).toBeGreaterThan(
      15,
    );
  });

  const owner = (method: string, url: string) =>
    call('parentA', method, url).then((response) => {
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    });

  const walk: Record<State, () => Promise<void>> = {
    private: async () => {},
    shared: async () => {
      shareTokens.first = (await owner('POST', `/api/stories/${main.id}/share`)).json().share.token;
      collect(
        (await call('anonymous', 'GET', `/api/share/${shareTokens.first}`)).body,
        main.name,
        `share:${shareTokens.first}`,
      );
      collect(
        (await call('anonymous', 'GET', `/share/${shareTokens.first}`)).body,
        main.name,
        `share:${shareTokens.first}`,
      );
    },
    rotated: async () => {
      shareTokens.second = (
        await owner('POST', `/api/stories/${main.id}/share/rotate`)
      ).json().share.token;
      collect(
        (await call('parentB', 'GET', `/api/share/${shareTokens.second}`)).body,
        main.name,
        `share:${shareTokens.second}`,
      );
    },
    revoked: async () => {
      await owner('DELETE', `/api/stories/${main.id}/share`);
    },
    published: async () => {
      await owner('POST', `/api/stories/${main.id}/publish`);
      await approveStory(t, main.id);
      const body = 'Parent B says the Quillhaven lullaby calmed everyone';
      const made = await call('parentB', 'POST', `/api/community/stories/${main.id}/comments`, {
        payload: { body },
      });
      expect(made.statusCode, made.body).toBe(201);
      comment = { id: made.json().id, author: 'parentB', secrets: [body] };
      collect((await readStory('anonymous', main.id)).body, main.name, `public:${main.name}`);
      collect(
        (await call('anonymous', 'GET', '/api/stories/public')).body,
        main.name,
        `public:${main.name}`,
      );
      await collectBook('anonymous', main, `public:${main.name}`);
    },
    featured: async () => {
      const featured = await call('admin', 'POST', `/api/admin/stories/${main.id}/feature`);
      expect(featured.statusCode).toBe(200);
      collect(
        (await call('anonymous', 'GET', '/api/landing-data')).body,
        main.name,
        `public:${main.name}`,
      );
    },
    withdrawn: async () => {
      await owner('DELETE', `/api/stories/${main.id}/publish`);
    },
    deleted: async () => {
      await owner('DELETE', `/api/stories/${main.id}`);
      await owner('DELETE', `/api/characters/${character.id}`);
      await owner('DELETE', `/api/locations/${place.id}`);
      await owner('DELETE', `/api/child-profiles/${child.id}`);
    },
  };

  for (const next of states) {
    it(`holds in the state ${next}`, async () => {
      state = next;
      await walk[next]();
      await runMatrix();
    }, 120_000);
  }

  it('refuses every admin route to anonymous callers and parents alike: 401, nothing shown, nothing changed', async () => {
    stateLeaks = [];
    const adminRoutes = appRoutes(t.app).filter(
      (route) => sessionOf(t.app, route.route) === 'admin' && route.method !== 'HEAD',
    );
    expect(adminRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/dashboard',
        '/api/admin/api-logs/engine',
        '/api/admin/api-logs/requests',
      ]),
    );
    const everySecret = [
      ...main.secrets,
      ...strangersStory.secrets,
      ...inProgress.secrets,
      ...character.secrets,
      ...place.secrets,
      ...child.secrets,
      ...testimonial.secrets,
    ];
    for (const route of adminRoutes) {
      const url = fill(route.url, { id: String(strangersStory.id), shareToken: MISSING_TOKEN });
      const body = validBody(route);
      for (const who of principals.filter((principal) => principal !== 'admin')) {
        const label = `${who} ${route.method} ${route.url}`;
        const before = isMutating(route.method) ? await snapshot() : '';
        const response = await call(who, route.method, url, { payload: body });
        check(
          'admin route: not refused with 401',
          response.statusCode === 401 && codeOf(response) === 'UNAUTHORIZED',
          `${label}: answered ${answer(response)}`,
        );
        check(
          'admin route: answer shows a secret',
          revealed(response.body, everySecret).length === 0,
          `${label}: the answer shows ${JSON.stringify(revealed(response.body, everySecret))}`,
        );
        if (isMutating(route.method))
          check(
            'admin route: a non-admin changed data',
            (await snapshot()) === before,
            `${label}: changed the data`,
          );
      }
    }
    expect(stateLeaks).toEqual([]);
  });

  it('lets media addresses of a private story expire: a year later none opens', async () => {
    stateLeaks = [];
    clockOffset += 400 * 24 * 60 * 60 * 1000;
    for (const address of [...media.values()].filter(
      (known) => known.object === strangersStory.name,
    )) {
      const response = await call('anonymous', 'GET', address.url);
      check(
        'media: address never expires',
        response.statusCode === 404,
        `GET ${address.url} (${address.object}) a year after it was handed out: answered ${answer(response)}`,
      );
    }
    expect(stateLeaks).toEqual([]);
  });

  it('serves the operations metrics to no principal, only to the metrics token, and they name nothing of anyone', async () => {
    stateLeaks = [];
    for (const who of principals) {
      const response = await call(who, 'GET', '/metrics');
      check(
        'metrics: served to a session',
        response.statusCode === 401,
        `${who} GET /metrics: answered ${answer(response)}`,
      );
    }
    const figures = await t.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(figures.statusCode).toBe(200);
    const shown = revealed(figures.body, secretsHiddenFrom('anonymous'));
    check(
      'metrics: show a secret',
      shown.length === 0,
      `GET /metrics shows ${JSON.stringify(shown.slice(0, 3))}`,
    );
    expect(figures.body).not.toMatch(/\/api\/stories\/\d/);
    expect(stateLeaks).toEqual([]);
  });

  it('refuses anonymous callers and every parent on every admin route but the sign-in steps, changing nothing', async () => {
    stateLeaks = [];
    const signInSteps = /^\/api\/admin\/login(\/|$)/;
    const adminRoutes = appRoutes(t.app).filter(
      (route) =>
        route.url.startsWith('/api/admin/') &&
        !signInSteps.test(route.url) &&
        route.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      check(
        'admin: route without the admin guard',
        sessionOf(t.app, route.route) === 'admin',
        `${route.method} ${route.url} has no admin guard`,
      );
      const url = fill(route.url, { id: String(accountB.id) });
      for (const who of principals.filter((principal) => principal !== 'admin')) {
        const before = isMutating(route.method) ? await snapshot() : '';
        const response = await call(who, route.method, url, { payload: validBody(route) });
        check(
          'admin: a non-admin not refused with 401',
          response.statusCode === 401,
          `${who} ${route.method} ${route.url}: answered ${answer(response)}`,
        );
        if (isMutating(route.method))
          check(
            'admin: a non-admin changed data',
            (await snapshot()) === before,
            `${who} ${route.method} ${route.url} changed the data`,
          );
      }
    }
    expect(stateLeaks).toEqual([]);
  });

  it('answered no request with a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});
