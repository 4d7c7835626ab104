import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseLease, takeLease } from '@/lib/ops/leader';
import { openTestDatabase } from '../support/db';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
});
afterAll(() => handle?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the jobs lease: the order jobs run on exactly one server', () => {
  it('goes to one of two servers asking at once, stays with it while renewed, and passes on when it is given up', async () => {
    const asks = await Promise.all([takeLease(handle.db, 'jobs', 'server-a', 60_000), takeLease(handle.db, 'jobs', 'server-b', 60_000)]);
    expect(asks.filter(Boolean)).toHaveLength(1);
    const [holder, other] = asks[0] ? ['server-a', 'server-b'] : ['server-b', 'server-a'];

    // The holder renews; the other keeps being refused.
    expect(await takeLease(handle.db, 'jobs', holder, 60_000)).toBe(true);
    expect(await takeLease(handle.db, 'jobs', other, 60_000)).toBe(false);

    // A server stopping cleanly gives it up: the other takes it at its next heartbeat.
    await releaseLease(handle.db, 'jobs', holder);
    expect(await takeLease(handle.db, 'jobs', other, 60_000)).toBe(true);
    expect(await takeLease(handle.db, 'jobs', holder, 60_000)).toBe(false);
  });

  it('passes to another server once the holder stops renewing (a crash), and not before', async () => {
    expect(await takeLease(handle.db, 'crash-test', 'server-a', 300)).toBe(true);
    expect(await takeLease(handle.db, 'crash-test', 'server-b', 300)).toBe(false);
    await sleep(450);
    expect(await takeLease(handle.db, 'crash-test', 'server-b', 60_000)).toBe(true);
    // The old holder coming back does not take it over again.
    expect(await takeLease(handle.db, 'crash-test', 'server-a', 60_000)).toBe(false);
  });

  it('is not given up by a server that does not hold it', async () => {
    expect(await takeLease(handle.db, 'release-test', 'server-a', 60_000)).toBe(true);
    await releaseLease(handle.db, 'release-test', 'server-b');
    expect(await takeLease(handle.db, 'release-test', 'server-b', 60_000)).toBe(false);
  });
});
