import { createServer } from 'node:net';

/**
 * Where test ports are drawn from: below the OS's ephemeral range (Linux 32768-60999, /proc/sys/net/ipv4/
 * ip_local_port_range; macOS and RFC 6335's dynamic range 49152-65535). Every outgoing connection of every process on
 * the machine (to NATS, MongoDB, the browser's own) takes a local port from the ephemeral range, so a port the OS
 * handed out there as free can be taken by such a connection before the test's process binds it (EADDRINUSE seen
 * with the system and browser suites running side by side). Outside it, only another test can take it.
 */
const TEST_PORTS = { first: 20_000, last: 32_767 } as const;
/** How many random ports to try before giving up. */
const ATTEMPTS = 50;

/** Ports this process has handed out already: never handed out twice, even before their process binds them. */
const handedOut = new Set<number>();

/** Whether a listener can bind `port` on 127.0.0.1 right now (it is released again before this resolves). */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on 127.0.0.1, released before returning: a port nobody listens on right now, for a process a test
 * starts next (or for "a dependency that is down"). Drawn at random from TEST_PORTS, outside the ephemeral range, and
 * never the same twice in one process. Fine for tests on one machine.
 * @throws Error when no port of the range can be bound after 50 tries.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = TEST_PORTS.first + Math.floor(Math.random() * (TEST_PORTS.last - TEST_PORTS.first + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port in ${TEST_PORTS.first}-${TEST_PORTS.last} after ${ATTEMPTS} tries`);
}
