/**
 * A free TCP port on the loopback: the tests' apps, the throwaway PostgreSQL of the gateway suite
 * and the benchmarks' child server each listen on one. The operating system picks it (port 0), the
 * probe closes, the caller listens on it.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}
