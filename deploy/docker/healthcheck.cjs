#!/usr/bin/env node
'use strict';
/**
 * Container health check for runtimes without native gRPC probes (docker compose; Kubernetes uses its own `grpc:`
 * and `httpGet:` probes instead). Ships in every image as /app/healthcheck.cjs and uses the app's own dependencies.
 *
 *   node healthcheck.cjs grpc <host:port> [service]   grpc.health.v1 Check; exit 0 only when the answer is SERVING
 *                                                     (service "" = the whole server, the default)
 *   node healthcheck.cjs http <url>                   exit 0 only on a 2xx answer (e.g. the gateway's /readyz)
 *
 * Exit codes: 0 healthy, 1 unhealthy or unreachable, 2 bad usage. Each attempt gives up after
 * HEALTHCHECK_TIMEOUT_MS (default 2000 ms), so a wedged service counts as unhealthy rather than hanging the check.
 */

const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 2000);

/** Resolves a dependency of the app this script sits beside (/app/node_modules), or of the current folder. */
function requireAppModule(name) {
  return require(require.resolve(name, { paths: [__dirname, process.cwd()] }));
}

function finish(healthy, detail) {
  process.stdout.write(`${healthy ? 'healthy' : 'unhealthy'}: ${detail}\n`);
  process.exit(healthy ? 0 : 1);
}

function checkGrpc(address, service) {
  const grpc = requireAppModule('@grpc/grpc-js');
  const { service: healthService } = requireAppModule('grpc-health-check');
  const HealthClient = grpc.makeGenericClientConstructor(healthService, 'Health');
  const client = new HealthClient(address, grpc.credentials.createInsecure());
  client.check({ service }, { deadline: Date.now() + timeoutMs }, (error, response) => {
    client.close();
    if (error) return finish(false, `${address} ${error.message}`);
    finish(response.status === 'SERVING', `${address} service "${service}" is ${response.status}`);
  });
}

function checkHttp(url) {
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => finish(response.ok, `${url} answered ${response.status}`),
    (error) => finish(false, `${url} ${error.message}`),
  );
}

const [mode, target, service = ''] = process.argv.slice(2);
if (mode === 'grpc' && target) checkGrpc(target, service);
else if (mode === 'http' && target) checkHttp(target);
else {
  process.stderr.write('usage: healthcheck.cjs grpc <host:port> [service] | http <url>\n');
  process.exit(2);
}
