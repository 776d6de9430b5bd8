/**
 * `npm run media:migrate [-- --from <folder>]`: copies a media folder (by default DATA_DIR/media)
 * into the bucket named by the S3_* settings, under the same keys. Run it as often as needed: it
 * copies only what the bucket lacks (or holds with other bytes), so a run that stopped is resumed by
 * running it again, and a run with nothing left to copy says so. It only reads the folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/server/src/config/config.ts';
import { copyFolderToBucket } from '../apps/server/src/media/copy-folder-to-bucket.ts';
import { MediaStoreUnavailableError } from '../apps/server/src/media/media-store.ts';
import { createS3MediaStore } from '../apps/server/src/media/s3-media-store.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let config;
try {
  // The destination is the object store whatever MEDIA_STORE says now: the switch comes after the copy.
  config = loadConfig({ ...process.env, MEDIA_STORE: 's3' });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.media.store !== 's3') fail('MEDIA_STORE=s3 settings are needed');
const from = path.resolve(values.from ?? path.join(config.dataDir, 'media'));
const bucket = createS3MediaStore(config.media);
try {
  await bucket.check();
} catch (error) {
  if (error instanceof MediaStoreUnavailableError) fail(error.message);
  throw error;
}

process.stdout.write(`Copying ${from} into the bucket ${config.media.bucket}...\n`);
const started = performance.now();
let shown = 0;
const report = await copyFolderToBucket(from, bucket, {
  onProgress: (progress) => {
    const done = progress.copied + progress.present;
    if (done - shown >= 500) {
      shown = done;
      process.stdout.write(
        `  ${done} objects (${progress.copied} copied, ${progress.present} already there)\n`,
      );
    }
  },
});
bucket.close();
const megabytes = (report.bytes / 1048576).toFixed(1);
process.stdout.write(
  `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${report.copied} copied (${megabytes} MiB), ${report.present} already in the bucket` +
    `${report.skipped.length ? `, ${report.skipped.length} skipped (not media: ${report.skipped.slice(0, 3).join(', ')}${report.skipped.length > 3 ? ', ...' : ''})` : ''}.\n` +
    (report.copied === 0
      ? 'Nothing left to copy: the bucket holds the whole folder. Set MEDIA_STORE=s3 on every process.\n'
      : 'Run it again to check that nothing is left.\n'),
);
