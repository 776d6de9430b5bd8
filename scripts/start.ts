/**
 * `npm start` (and start:api / start:worker): builds the web app when its build is missing or older
 * than its sources, then starts the server in the requested role (all, api or worker).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const role = process.argv[2] ?? 'all';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function ensureWebBuilt(): void {
  const built = path.join(root, 'apps/web/dist/index.html');
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'packages/shared/src',
    'package-lock.json',
  ];
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourcesChanged) return;
  process.stdout.write('Building the web app (first start, or its sources changed)...\n');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The web app did not build; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
}

if (role !== 'worker') ensureWebBuilt();
await import('../apps/server/src/main.ts');
