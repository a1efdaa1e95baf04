import { connect, type Socket } from 'node:net';
import { eventually } from '@vmdash/testing';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** Everything a raw connection received until the server closed it. */
function received(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });
}

/** Opens a raw connection to the gateway and sends `head` (and nothing more). */
async function openSlowClient(url: string, head: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const answer = received(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  return { socket, answer };
}

/** docs/decisions/0007: slow clients are cut off (408) by the HTTP server's timeouts, while other clients are served. */
describe("the gateway's HTTP server limits", () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness({ http: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 65_000, maxConnections: 3 } });
  });
  afterAll(async () => {
    await h.stop();
  });

  /** A whole GET on its own connection (closed after the answer, so no idle connection counts against the cap). */
  const get = async (path: string) => (await openSlowClient(h.url, `GET ${path} HTTP/1.1\r\nHost: gateway\r\nAuthorization: Bearer ${h.token()}\r\nConnection: close\r\n\r\n`)).answer;

  it('when a client never finishes its body, then it gets 408 and its connection is closed, while another client is served meanwhile', async () => {
    const token = h.token();
    const slow = await openSlowClient(
      h.url,
      `POST /beta-assets HTTP/1.1\r\nHost: gateway\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"owners": [`,
    );
    expect(await get('/beta-owners')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(await slow.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slow.socket.destroyed || slow.socket.readableEnded).toBe(true);
  });

  it('when a client never finishes its headers, then its connection is closed with 408', async () => {
    const slow = await openSlowClient(h.url, 'GET /beta-owners HTTP/1.1\r\nHost: gateway\r\nX-Slow: ');
    expect(await slow.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("when a load balancer's keep-alive connection idles past the request timeout, then its next request is still served", async () => {
    const request = `GET /is-alive HTTP/1.1\r\nHost: gateway\r\nAuthorization: Bearer ${h.token()}\r\n\r\n`;
    const client = await openSlowClient(h.url, request);
    let text = '';
    client.socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const statusLines = () => text.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+(?=\r\n)/g) ?? [];
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    client.socket.write(request);
    await eventually(
      () => statusLines().length,
      (count) => count >= 2,
    );
    client.socket.destroy();
    expect(statusLines()).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
  });

  it('when more connections are open than the cap, then the extra ones are closed at once and the held ones still work', async () => {
    const held = await Promise.all([1, 2, 3].map(() => openSlowClient(h.url, '')));
    expect(await get('/is-alive')).toBe('');
    held[0].socket.write(`GET /is-alive HTTP/1.1\r\nHost: gateway\r\nAuthorization: Bearer ${h.token()}\r\nConnection: close\r\n\r\n`);
    expect(await held[0].answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ answer }) => answer));
    expect(await get('/is-alive')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
