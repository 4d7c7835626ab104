import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireTags } from '@/lib/cache/redis.mjs';

const slotKey = Symbol.for('tour-agency.redis');
type Slot = { client: { destroy?: () => void } | null };

/**
 * A stand-in Redis on a fixed port, opened only when the test says Redis is back: it answers every
 * command OK (the client's hello) and records the EVALs, the shared record of expired tags.
 */
let port = 0;
let server: net.Server | null = null;
const evals: string[] = [];

function openRedis() {
  server = net.createServer((socket) =>
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      for (const command of text.split(/(?=\*\d+\r\n)/)) {
        if (!command.startsWith('*')) continue;
        if (/\r\nEVAL\r\n/i.test(command)) {
          evals.push(command);
          socket.write(':1\r\n');
        } else socket.write('+OK\r\n');
      }
    }),
  );
  return new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
}

beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
});
afterAll(async () => {
  const global = globalThis as unknown as Record<symbol, Slot | undefined>;
  global[slotKey]?.client?.destroy?.();
  delete global[slotKey];
  delete process.env.REDIS_URL;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('a dashboard write while Redis is away', () => {
  it('keeps its cache expiry and writes it to Redis once Redis answers again, so no server serves the old page after', async () => {
    // The agency changes its phone number while Redis is away: the write answers, Redis has no record.
    expect(await expireTags(['contacts', 'tours'])).toBe(false);
    expect(evals).toEqual([]);
    // Redis is back: the expiry reaches it within a few seconds, without another write.
    await openRedis();
    const deadline = Date.now() + 8_000;
    while (evals.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(evals).toHaveLength(1);
    expect(evals[0]).toContain('contacts');
    expect(evals[0]).toContain('tours');
  }, 15_000);
});
