import { execFile } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';

const script = path.resolve(__dirname, '..', 'docker', 'healthcheck.cjs');
const repoRoot = path.resolve(__dirname, '..', '..');

/** Runs healthcheck.cjs as compose does (its own process) and resolves with its exit code and output. */
function runCheck(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: repoRoot, env: { ...process.env, HEALTHCHECK_TIMEOUT_MS: '1000' } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` });
    });
  });
}

describe('healthcheck.cjs', () => {
  let server: grpc.Server;
  let health: HealthImplementation;
  let grpcAddress: string;
  let http: HttpServer;
  let httpBase: string;

  beforeAll(async () => {
    server = new grpc.Server();
    health = new HealthImplementation({ '': 'SERVING', 'vmdash.v1.DataCacheService': 'NOT_SERVING' });
    health.addToServer(server);
    const port = await new Promise<number>((resolve, reject) => server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))));
    grpcAddress = `127.0.0.1:${port}`;
    http = createServer((req, res) => {
      res.statusCode = req.url === '/readyz' ? 200 : 503;
      res.end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    httpBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it('when the gRPC server reports SERVING, then the check exits 0', async () => {
    expect(await runCheck('grpc', grpcAddress)).toEqual({ code: 0, output: `healthy: ${grpcAddress} service "" is SERVING\n` });
  });

  it('when the named service reports NOT_SERVING, then the check exits 1', async () => {
    expect(await runCheck('grpc', grpcAddress, 'vmdash.v1.DataCacheService')).toMatchObject({ code: 1, output: expect.stringContaining('is NOT_SERVING') });
  });

  it('when the server turns NOT_SERVING (shutting down), then the check fails', async () => {
    health.setStatus('', 'NOT_SERVING');
    try {
      expect((await runCheck('grpc', grpcAddress)).code).toBe(1);
    } finally {
      health.setStatus('', 'SERVING');
    }
  });

  it('when nothing listens, then the check exits 1 within its deadline', async () => {
    expect((await runCheck('grpc', '127.0.0.1:1')).code).toBe(1);
  });

  it('when an HTTP endpoint answers 2xx or 503, then the check exits 0 or 1', async () => {
    expect((await runCheck('http', `${httpBase}/readyz`)).code).toBe(0);
    expect((await runCheck('http', `${httpBase}/other`)).code).toBe(1);
  });

  it('when called without a mode, then it prints its usage and exits 2', async () => {
    expect(await runCheck()).toMatchObject({ code: 2, output: expect.stringContaining('usage:') });
  });
});
