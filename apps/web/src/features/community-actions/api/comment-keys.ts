/** The comments of a story, page by page (one infinite query per story). */
export const commentKeys = {
  list: (storyId: number) => ['/api/community/stories', String(storyId), 'comments'] as const,
};

/** Comments a page of the list asks for; "Show more" asks for the next page. */
export const COMMENTS_PAGE_SIZE = 10;
