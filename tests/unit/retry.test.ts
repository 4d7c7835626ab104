import { describe, expect, it, vi } from 'vitest';
import { withRetry } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';

describe('the retry helper (2 retries, 1 s apart)', () => {
  it('tries three times in all, one second apart, then gives up', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fn = vi.fn(async () => {
      calls.push(Date.now());
      throw new ApiError('server', 500);
    });
    const result = withRetry(fn).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await result).toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(calls[1] - calls[0]).toBe(1000);
    vi.useRealTimers();
  });

  it('returns the first success', async () => {
    let n = 0;
    expect(await withRetry(async () => (++n < 2 ? Promise.reject(new ApiError('noResponse', 0)) : 'ok'), 2, 1)).toBe('ok');
  });

  it('does not retry an authorisation failure', async () => {
    const fn = vi.fn(async () => Promise.reject(new ApiError('unauthorized', 403)));
    await expect(withRetry(fn, 2, 1)).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
