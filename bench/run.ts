/** `npm run bench`: every benchmark, printing its figures (`npm run bench -- startup` for one). */
import { benchAdmin } from './admin.ts';
import { benchCommunity } from './community.ts';
import { benchEngines } from './engines.ts';
import { benchForgotPassword } from './forgot-password.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMedia } from './media.ts';
import { benchShare } from './share.ts';
import { benchStartup } from './startup.ts';
import { benchStories } from './stories.ts';

const benchmarks: Record<string, () => Promise<void>> = {
  startup: benchStartup,
  engines: benchEngines,
  stories: benchStories,
  share: benchShare,
  media: benchMedia,
  lighthouse: benchLighthouse,
  'forgot-password': benchForgotPassword,
  community: benchCommunity,
  admin: benchAdmin,
};
const chosen = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
