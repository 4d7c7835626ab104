import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pingRedis } from '@/lib/ops/redis-ping';

/** A stand-in Redis that knows AUTH (password "sesame"), SELECT and PING, answering in RESP. */
let server: net.Server;
let port = 0;
const received: string[] = [];
beforeAll(async () => {
  server = net.createServer((socket) => {
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      received.push(text);
      const commands = text.split('*').filter(Boolean).map((command) => command.split('\r\n').filter((_, index) => index > 0 && index % 2 === 0));
      for (const [name, ...args] of commands) {
        if (name === 'AUTH') socket.write(args.at(-1) === 'sesame' ? '+OK\r\n' : '-WRONGPASS invalid username-password pair\r\n');
        else if (name === 'SELECT') socket.write('+OK\r\n');
        else if (name === 'PING') socket.write('+PONG\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('pingRedis (the readiness hook for REDIS_URL)', () => {
  it('answers when Redis says PONG, after AUTH and SELECT from the URL', async () => {
    await expect(pingRedis(`redis://127.0.0.1:${port}`)).resolves.toBeUndefined();
    await expect(pingRedis(`redis://:sesame@127.0.0.1:${port}/2`)).resolves.toBeUndefined();
    expect(received.at(-1)).toContain('SELECT');
  });

  it('rejects with the reason when the password is wrong or nobody listens', async () => {
    await expect(pingRedis(`redis://:wrong@127.0.0.1:${port}`)).rejects.toThrow(/WRONGPASS/);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(pingRedis(`redis://127.0.0.1:${free}`, 500)).rejects.toThrow(/ECONNREFUSED/);
  });
});
