import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** Runs an action with a toast for its outcome (the server's own words when it refuses). */
export async function withToast(
  run: () => Promise<unknown>,
  texts: { done: string; failed: string },
): Promise<void> {
  try {
    await run();
    toast({ title: texts.done, variant: 'success' });
  } catch (failure) {
    toast({ title: texts.failed, description: errorMessage(failure, ''), variant: 'destructive' });
  }
}
