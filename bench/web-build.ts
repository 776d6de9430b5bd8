import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The built web app a benchmark serves: WEB_DIST_DIR if given (kept), else a fresh production build
 * in a temporary folder, removed by `remove`.
 */
export function webBuild(name: string): { distDir: string; remove: () => void } {
  const reuse = process.env.WEB_DIST_DIR;
  if (reuse) return { distDir: path.resolve(reuse), remove: () => {} };
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), `qamar-bench-${name}-web-`));
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the web app did not build');
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}
