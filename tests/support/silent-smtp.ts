import { createServer, type Socket } from 'node:net';

/**
 * A mail server that takes the connection and never says a word (a blocked port behind a firewall
 * that accepts, a hung server). Points SMTP_URL at it with SMTP_TIMEOUT_SECONDS=1, so a mail is given
 * up after a second and marked failed; `close()` puts both back.
 */
export async function startSilentSmtp(): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as { port: number }).port}?ignoreTLS=true`;
  process.env.SMTP_TIMEOUT_SECONDS = '1';
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      delete process.env.SMTP_TIMEOUT_SECONDS;
      delete process.env.SMTP_URL;
    },
  };
}
