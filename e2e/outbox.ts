import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's data folder: the same choice as playwright.config.ts makes. */
export const e2eDataDir = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../.tmp/e2e-data'),
);

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest link to `page` in the outbox messages sent to `email` (the embedded default writes mail there; another app's data folder when given). */
export async function linkFromOutbox(
  email: string,
  page: 'verify-email' | 'reset-password',
  dataDir = e2eDataDir,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
        for (const file of files) {
          const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${email}`)) continue;
          const match = decodeQuotedPrintable(raw).match(
            new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[A-Za-z0-9_-]+`),
          );
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `a ${page} email to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

export function adminPassword(dataDir = e2eDataDir): string {
  const text = fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8');
  return /password: (\S+)/.exec(text)?.[1] ?? '';
}
