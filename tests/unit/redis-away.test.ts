import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireTags, withRedis } from '@/lib/cache/redis.mjs';

const slotKey = Symbol.for('tour-agency.redis');
type Slot = { client: { destroy?: () => void } | null };

/** A port where nobody listens: Redis is away when the server starts. */
async function closedPort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
});
afterAll(() => {
  const global = globalThis as unknown as Record<symbol, Slot | undefined>;
  global[slotKey]?.client?.destroy?.();
  delete global[slotKey];
  delete process.env.REDIS_URL;
});

/** What a visit gets: the answer, or "still waiting" if none came within 5 s (before the fix: forever). */
const within5s = <T>(answer: Promise<T>) => Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);

describe('a server started while Redis is away', () => {
  it('renders from the database instead of waiting for Redis to come back, for reads and dashboard writes alike', async () => {
    expect(await within5s(withRedis(async () => 'from Redis', 'from the database'))).toBe('from the database');
    expect(await within5s(withRedis(async () => 'from Redis', 'from the database'))).toBe('from the database');
    // A dashboard write's tag expiry is not held up either (false: not recorded in Redis).
    expect(await within5s(expireTags(['tours']))).toBe(false);
  }, 20_000);
});
