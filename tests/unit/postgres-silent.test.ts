import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('stops the start with a sentence instead of waiting for it without end', async () => {
    const opening = openDatabase({ kind: 'postgres', url: `postgres://app@127.0.0.1:${port}/agency` }, { production: true }).then(
      () => 'opened',
      (error: Error) => error.message,
    );
    const answer = await Promise.race([opening, new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 15_000))]);
    expect(answer).toMatch(/^Could not connect to the PostgreSQL server in DATABASE_URL \(.*timeout.*\)\.$/i);
  }, 30_000);
});
