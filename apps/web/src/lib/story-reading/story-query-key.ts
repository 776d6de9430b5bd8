/**
 * The query key of one story (GET /api/stories/:id). The reader page reads it and the community
 * actions on the page (likes, saves, reports, comment counts) update its `community` part in place,
 * so both features use this one key.
 */
export const storyQueryKey = (id: number) => ['/api/stories', String(id)] as const;
