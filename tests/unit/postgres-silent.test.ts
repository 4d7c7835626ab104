import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/db/client';

/** A host that takes the connection and never answers, as a database host lost in a failover does. */
let silent: net.Server;
const sockets: net.Socket[] = [];
let port = 0;
beforeAll(async () => {
  silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('a PostgreSQL server that does not answer', () => {
  it('stops the start with a sentence after 5 s instead of waiting for it without end', async () => {
    // The driver's clock is faked, not the network: the connection to the silent host is real, and the
    // 5 s pass at once (the file used to wait them out, the last of the run on one idle worker).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answer = 'still waiting';
      const connected = new Promise((resolve) => silent.once('connection', resolve));
      const opening = openDatabase({ kind: 'postgres', url: `postgres://app@127.0.0.1:${port}/agency` }, { production: true }).then(
        () => void (answer = 'opened'),
        (error: Error) => void (answer = error.message),
      );
      // The host took the connection (and answers nothing), so only the timeout can end the wait. (Not
      // vi.waitFor: under fake timers it moves the clock on at every look.)
      await connected;
      await vi.advanceTimersByTimeAsync(4_900);
      expect(answer).toBe('still waiting');
      await vi.advanceTimersByTimeAsync(200);
      await opening;
      expect(answer).toMatch(/^Could not connect to the PostgreSQL server in DATABASE_URL \(.*timeout.*\)\.$/i);
    } finally {
      vi.useRealTimers();
    }
  });
});
