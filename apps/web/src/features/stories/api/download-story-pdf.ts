import type { PdfEdition } from '@qamar/shared';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { currentToken } from '../../../lib/tokens.ts';
import { pdfFilename } from '../lib/pdf-filename.ts';

/**
 * GET /api/stories/:id/pdf?lang=, saved as a file. The session travels in headers, not cookies,
 * so a plain link could not carry it: the book is fetched, then handed to the browser as an
 * object URL under the name the server gives. Errors are the API client's `ApiError`.
 */
export async function downloadStoryPdf(storyId: number, edition: PdfEdition): Promise<void> {
  const token = currentToken();
  const response = await fetch(`/api/stories/${storyId}/pdf?lang=${edition}`, {
    credentials: 'include',
    headers: {
      Accept: 'application/pdf',
      'Accept-Language': i18n.language,
      ...(token ? { Authorization: `Bearer ${token}`, 'X-Auth-Token': token } : {}),
    },
  });
  if (!response.ok) throw apiErrorOf(response, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFilename(
    response.headers.get('content-disposition'),
    `qamar-story-${storyId}.pdf`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
