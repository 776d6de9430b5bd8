/** What the share benchmarks need: a parent on the Heritage plan, one complete story and its share link. */
import type { FastifyInstance } from 'fastify';
import { users } from '../apps/server/src/db/schema.ts';

export interface SharedStory {
  storyId: number;
  token: string;
}

/** Creates the story through the real API and waits for the embedded engines to finish it. */
export async function createSharedStory(app: FastifyInstance, email: string): Promise<SharedStory> {
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      name: 'Bench',
      passwordHash: 'x',
      plan: 'heritage',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = await app.issueToken('user', user!.id, user!.tokenVersion);
  const csrf = await app.inject({
    method: 'GET',
    url: '/api/csrf-token',
    headers: { authorization: `Bearer ${token}` },
  });
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-csrf-token': (csrf.json() as { csrfToken: string }).csrfToken,
  };
  const [character] = (
    await app.inject({ method: 'GET', url: '/api/characters/default', headers })
  ).json() as Array<{ id: number }>;
  const [place] = (
    await app.inject({ method: 'GET', url: '/api/locations', headers })
  ).json() as Array<{ id: number }>;
  const { id } = (
    await app.inject({
      method: 'POST',
      url: '/api/stories',
      headers,
      payload: {
        selectedCharacterIds: [character!.id],
        selectedLocationId: place!.id,
        length: 5,
        dialect: 'egyptian',
      },
    })
  ).json() as { id: number };
  for (;;) {
    const { status } = (
      await app.inject({ method: 'GET', url: `/api/stories/${id}/status` })
    ).json() as { status: string };
    if (status === 'complete') break;
    if (status === 'error') throw new Error('the story failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { share } = (
    await app.inject({ method: 'POST', url: `/api/stories/${id}/share`, headers })
  ).json() as { share: { token: string } };
  return { storyId: id, token: share.token };
}
