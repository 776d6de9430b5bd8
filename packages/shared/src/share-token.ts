/**
 * A share link's token as the server issues it (192 random bits in base64url, 32 characters);
 * anything outside this shape is never a link. Kept apart from the zod schemas so that the web
 * app's shared viewer can check a token without loading them.
 */
export const shareTokenPattern = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * The web app's query key of a shared story (`GET /api/share/{token}`): the server renders the
 * viewer's first screen with the answer under this key.
 */
export const sharedStoryQueryKey = (shareToken: string) => ['/api/share', shareToken] as const;
