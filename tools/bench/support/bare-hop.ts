/**
 * The bare hop of the gateway-path benchmark (docs/benchmarks.md, "Gateway path"): the least a design with the
 * gateway's shape can do for GET /beta-vulnerabilities-by-host/{id}. Two processes, as gateway and data-cache are:
 * - `store`: a plain grpc-js server holding each host's findings as the answer's JSON bytes (encoded once at start from
 *   the same generated dataset and read model as data-cache), answering one unary method with raw bytes (no protobuf);
 * - `front`: a plain node:http server that checks one fixed bearer string and forwards each request as one grpc-js
 *   unary call of raw bytes (the host id's digits) to the store, writing its answer unchanged (404 for an unknown host).
 * Each prints "listening <port>" when ready. Benchmark support only, never a pattern for the apps.
 *   npx tsx tools/bench/support/bare-hop.ts store --hosts 20000 --findings-per-host 20
 *   npx tsx tools/bench/support/bare-hop.ts front --store 127.0.0.1:<port> --bearer <token>
 */
import * as grpc from '@grpc/grpc-js';
import { Command } from 'commander';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateDemoBetaSnapshot } from '../../../apps/data-cache/src/demo-data/demo-beta.generator';
import { BetaReadModel } from '../../../apps/data-cache/src/read-model/beta-read-model';

const METHOD = '/bench.BareHop/FindingsOfHost';
const raw = (bytes: Buffer) => bytes;
const NOT_FOUND_BODY = JSON.stringify({ detail: 'Host not found' });
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The store: every host's answer as bytes, served by one raw-bytes unary method. */
function startStore(hosts: number, findingsPerHost: number): void {
  const model = BetaReadModel.of('bench', generateDemoBetaSnapshot({ hosts, findingsPerHost, seed: 1 }));
  const answers = new Map<string, Buffer>();
  for (let hostId = 1; hostId <= hosts; hostId++) {
    const findings = model.findingsJsonOf(hostId);
    if (findings) answers.set(String(hostId), Buffer.concat([Buffer.from('['), findings.records, Buffer.from(']')]));
  }
  const server = new grpc.Server();
  const definition: grpc.ServiceDefinition = {
    FindingsOfHost: { path: METHOD, requestStream: false, responseStream: false, requestSerialize: raw, requestDeserialize: raw, responseSerialize: raw, responseDeserialize: raw },
  };
  server.addService(definition, {
    FindingsOfHost: (call: grpc.ServerUnaryCall<Buffer, Buffer>, callback: grpc.sendUnaryData<Buffer>) => {
      const answer = answers.get(call.request.toString());
      if (answer) callback(null, answer);
      else callback({ code: grpc.status.NOT_FOUND, details: 'Host not found' });
    },
  });
  server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => {
    if (error) throw error;
    console.log(`listening ${port}`);
  });
}

/** The front: bearer check, one unary call per request, the bytes written unchanged. */
function startFront(store: string, bearer: string): void {
  const client = new grpc.Client(store, grpc.credentials.createInsecure());
  const expected = `Bearer ${bearer}`;
  const route = /^\/beta-vulnerabilities-by-host\/(\d+)$/;
  const server = createServer((request, response) => {
    const hostId = route.exec(request.url ?? '')?.[1];
    if (request.headers.authorization !== expected || !hostId) {
      response.writeHead(request.headers.authorization !== expected ? 401 : 404, { 'content-type': JSON_CONTENT_TYPE }).end('{"detail":"Not authenticated"}');
      return;
    }
    client.makeUnaryRequest(METHOD, raw, raw, Buffer.from(hostId), (error, answer) => {
      if (error || !answer) response.writeHead(error?.code === grpc.status.NOT_FOUND ? 404 : 503, { 'content-type': JSON_CONTENT_TYPE }).end(NOT_FOUND_BODY);
      else response.writeHead(200, { 'content-type': JSON_CONTENT_TYPE }).end(answer);
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
}

const program = new Command();
program
  .command('store')
  .option('--hosts <n>', 'beta hosts', '20000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .action((options: { hosts: string; findingsPerHost: string }) => startStore(Number(options.hosts), Number(options.findingsPerHost)));
program
  .command('front')
  .requiredOption('--store <address>', 'host:port of the store')
  .requiredOption('--bearer <token>', 'the one bearer token accepted')
  .action((options: { store: string; bearer: string }) => startFront(options.store, options.bearer));
program.parse();
// A profiled run (support/cpu-profile.cjs) writes its profile at exit, which SIGTERM's default skips.
process.once('SIGTERM', () => process.exit(0));
