import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../errors/app-error.ts';
import { isLocalMediaStore } from '../../media/media-store.ts';

/**
 * Serves the local media store's signed addresses, `/media/<key>?e=<expiry>&g=<grant>&s=<signature>`
 * (docs/decisions/012): the signature must be the server's, the address unexpired, and its grant
 * still hold now (the link not revoked or rotated, the story still published, the story or item
 * still there). Anything else is the app's JSON 404, never 403, so nothing tells what exists.
 * Answers are cached privately until the address expires; range requests let audio players seek.
 * The catalogue's public pictures have their own route (features/catalogue/catalogue-pictures.routes.ts).
 * An object store serves its own presigned addresses: then this route does not exist.
 */
export default fp(
  async (app) => {
    const store = app.media;
    if (!isLocalMediaStore(store)) return;
    const maxAgeOf = new WeakMap<FastifyRequest, number>();

    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: store.root,
        serve: false,
        index: false,
        acceptRanges: true,
        cacheControl: false,
        // Only a file actually sent gets the cache header (a missing one is the not-found answer).
        setHeaders: (reply) =>
          void reply.header(
            'cache-control',
            `private, max-age=${maxAgeOf.get(reply.request) ?? 0}`,
          ),
      });

      scope.get('/media/*', async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const now = app.now();
        const signed = store.verify(key, request.query, now);
        const check = signed && app.mediaGrants.get(key.split('/', 1)[0]!);
        if (!signed || !check || !(await check(key, signed.grant))) throw notFound();
        maxAgeOf.set(request, Math.max(0, signed.expiresAt - Math.floor(now.getTime() / 1000)));
        return reply.sendFile(key);
      });
    });
  },
  { name: 'media-files', dependencies: ['config', 'media'] },
);
