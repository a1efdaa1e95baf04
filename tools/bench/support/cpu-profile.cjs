/**
 * Preload (`NODE_OPTIONS=--require .../cpu-profile.cjs`) that profiles the process like `node --cpu-prof`, which Node
 * refuses in NODE_OPTIONS. With CPU_PROFILE_DIR set, the V8 profiler starts at load, or on the first SIGUSR2 when
 * CPU_PROFILE_FROM=signal (to leave start-up out), and the profile is written to
 * `$CPU_PROFILE_DIR/<CPU_PROFILE_NAME>-<pid>.cpuprofile` when the process exits. Benchmark support only.
 */
'use strict';
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let started = false;
  let profiles = 0;
  const start = () => {
    started = true;
    profiles += 1;
    session.post('Profiler.enable');
    session.post('Profiler.setSamplingInterval', { interval: 1000 });
    session.post('Profiler.start');
  };
  // A session in the same thread dispatches synchronously, so the profile is written before this returns.
  const stop = () => {
    if (!started) return;
    started = false;
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(path.join(dir, `${process.env.CPU_PROFILE_NAME ?? 'node'}-${process.pid}-${profiles}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  if (process.env.CPU_PROFILE_FROM === 'signal')
    process.on('SIGUSR2', () => {
      stop();
      start();
    });
  else start();
  process.once('exit', stop);
}
