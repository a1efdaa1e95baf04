#!/usr/bin/env node
// Generates TypeScript types for every proto under protos/ with proto-loader-gen-types, using exactly the loader
// options of src/loader-options.json (the runtime loader reads the same file), so the types match what the loader yields.
// Usage: node libs/proto/scripts/generate-types.js <outDir>
const { execFileSync } = require('node:child_process');
const { readdirSync, rmSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'libs/proto/src/generated');
const protoDir = path.join(root, 'protos');
const options = require('../src/loader-options.json');

const protoFiles = readdirSync(path.join(protoDir, 'vmdash/v1'))
  .filter((name) => name.endsWith('.proto'))
  .sort()
  .map((name) => `vmdash/v1/${name}`);

const flags = [
  options.keepCase && '--keepCase',
  `--longs=${options.longs}`,
  `--enums=${options.enums}`,
  options.defaults && '--defaults',
  options.oneofs && '--oneofs',
  '--grpcLib=@grpc/grpc-js',
  `--outDir=${outDir}`,
  '--includeDirs=.',
  '--inputTemplate=%s',
  '--outputTemplate=%s__Output',
  '--includeComments',
].filter(Boolean);

rmSync(outDir, { recursive: true, force: true });
execFileSync(require.resolve('@grpc/proto-loader/build/bin/proto-loader-gen-types.js'), [...flags, ...protoFiles], {
  cwd: protoDir,
  stdio: 'inherit',
});
