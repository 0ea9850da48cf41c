import net from 'node:net';

/** A TCP port free on 127.0.0.1 now (the OS picks it; closed again before it is returned): for tests and benches. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
