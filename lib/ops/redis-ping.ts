import net from 'node:net';
import tls from 'node:tls';

/**
 * PING to the Redis server in REDIS_URL (readiness check, "when configured"): a plain RESP exchange
 * over a short-lived connection, AUTH and SELECT from the URL: the check opens its own connection,
 * so it reports what a new connection meets, not the state of the shared client (lib/cache/redis.mjs).
 */
export async function pingRedis(url: string, timeoutMs = 2_000): Promise<void> {
  const target = new URL(url);
  const port = Number(target.port || 6379);
  const host = target.hostname || '127.0.0.1';
  const command = (...args: string[]) => `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  const commands: string[] = [];
  const password = decodeURIComponent(target.password);
  const user = decodeURIComponent(target.username);
  if (password) commands.push(user ? command('AUTH', user, password) : command('AUTH', password));
  const database = target.pathname.replace(/^\//, '');
  if (/^\d+$/.test(database)) commands.push(command('SELECT', database));
  commands.push(command('PING'));
  await new Promise<void>((resolve, reject) => {
    const socket = target.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let buffer = '';
    let replies = 0;
    const done = (error?: Error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`no answer within ${timeoutMs} ms`)));
    socket.once('error', (error) => done(error));
    socket.once(target.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(commands.join('')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('-')) return done(new Error(line.slice(1).replace(/\s+\S*pass\S*/gi, '')));
        replies += 1;
        if (replies === commands.length) return line === '+PONG' ? done() : done(new Error(`unexpected answer ${line.slice(0, 40)}`));
      }
    });
  });
}
