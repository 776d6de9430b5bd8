import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { countAdmins, insertAdmin } from '../../accounts/admins.repository.ts';
import { hashPassword } from '../../accounts/passwords.ts';

/**
 * docs/product/accounts-and-services.md: the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD; with none set, an
 * `admin` with a random password is created, printed once and written to a file only its owner reads.
 */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<void> {
  if ((await countAdmins(app.db)) > 0) return;
  const given = app.config.firstAdmin;
  const username = given?.username ?? 'admin';
  const password = given?.password ?? crypto.randomBytes(12).toString('base64url');
  const created = await insertAdmin(app.db, {
    username,
    name: 'Administrator',
    passwordHash: await hashPassword(password),
  });
  if (!created || given) return;
  const file = path.join(app.config.dataDir, 'admin-password.txt');
  fs.mkdirSync(app.config.dataDir, { recursive: true });
  fs.writeFileSync(file, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 });
  if (app.config.env === 'test') return;
  process.stdout.write(
    `\nCreated the first admin. Sign in at ${app.config.publicUrl}/admin/login\n  username: ${username}\n  password: ${password}\n` +
      `(also saved in ${file}, readable only by you; this is the only time it is printed)\n\n`,
  );
}
