import 'server-only';
import { after } from 'next/server';
import { logError } from '@/lib/log';

/**
 * Runs `task` once the answer has gone out (Next's `after()`): the visitor does not wait for it
 * (a slow mail server), nor learns anything from how long it took. Outside a request (tests,
 * scripts) there is no answer to wait for, so it runs at once and is awaited. A failure is logged
 * under `scope`, never thrown: the answer has gone, or must not depend on it.
 */
export function afterAnswer(scope: string, task: () => Promise<unknown>): Promise<void> {
  const logged = () => task().then(() => undefined, (error: unknown) => logError(scope, error, 'after the answer'));
  try {
    after(logged);
    return Promise.resolve();
  } catch {
    return logged();
  }
}
