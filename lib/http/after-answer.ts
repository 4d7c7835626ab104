import 'server-only';
import { after } from 'next/server';

/**
 * Runs `task` once the answer has gone out (Next's `after()`): the caller's visitor does not wait
 * for it, nor learns anything from how long it took. Outside a request (tests, scripts) there is no
 * answer to wait for, so it runs at once and is awaited.
 */
export function afterAnswer(task: () => Promise<unknown>): Promise<void> {
  try {
    after(task);
    return Promise.resolve();
  } catch {
    return task().then(() => undefined);
  }
}
