import { i18n } from '../../../lib/i18n.ts';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { currentToken } from '../../../lib/tokens.ts';
import type { LogKind } from './get-log-page.ts';

/**
 * Downloads the rows a filter selects as CSV. The export needs the admin's token, which a plain
 * link cannot carry, so the file is fetched and handed to the browser as a download.
 */
export async function exportLog(kind: LogKind, filters: string): Promise<void> {
  const token = currentToken('admin');
  const response = await fetch(
    `/api/admin/api-logs/${kind}/export${filters ? `?${filters}` : ''}`,
    {
      credentials: 'include',
      headers: {
        'Accept-Language': i18n.language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    },
  );
  if (!response.ok) throw apiErrorOf(response, await response.text());
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
