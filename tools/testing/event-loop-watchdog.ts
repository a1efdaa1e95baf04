import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** When the watchdog acts, ms. */
export interface WatchdogTimes {
  /** How long the event loop may stay blocked before the watchdog prints where (default 60 s). */
  reportAfterMs?: number;
  /** How long it may stay blocked before the watchdog ends the process: a hang, not slow work (default 10 min). */
  killAfterMs?: number;
  /** How often the watchdog looks (default 5 s). */
  checkEveryMs?: number;
}

/*
 * The watchdog thread. Every checkEveryMs it reads the main thread's last heartbeat (ms since start, written to shared
 * memory every 500 ms). When the main thread has not beaten for reportAfterMs, it pauses it through the inspector (a V8
 * interrupt: it lands inside a busy JavaScript loop, not inside a blocking system call), writes the JavaScript stack
 * to stderr and resumes it; when no JavaScript frame answers, it writes what the kernel says the thread waits in and,
 * with gdb on the machine, every thread's native stack; after killAfterMs it kills the process, so that a hang ends the run with its cause
 * printed instead of at the CI time limit.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const inspector = require('node:inspector');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.heartbeat);
const { started, reportAfterMs, killAfterMs, checkEveryMs } = workerData;
// How long the paused thread may take to answer before it counts as blocked in native code: 10 s, or less when the kill comes sooner.
const answerWaitMs = Math.min(10000, Math.floor((killAfterMs - reportAfterMs) / 2));
const say = (text) => writeSync(2, '[event-loop watchdog] ' + text + '\\n');
let reported = false;
function printStack() {
  const session = new inspector.Session();
  session.connectToMainThread();
  let answered = false;
  const urls = new Map();
  session.on('Debugger.scriptParsed', (message) => urls.set(message.params.scriptId, message.params.url));
  session.on('Debugger.paused', (message) => {
    answered = true;
    const frames = message.params.callFrames.slice(0, 25).map((f) => '    at ' + (f.functionName || '<anonymous>') + ' (' + (f.url || urls.get(f.location.scriptId) || '?') + ':' + (f.location.lineNumber + 1) + ')');
    say('the JavaScript stack of the blocked thread:\\n' + frames.join('\\n'));
    session.post('Debugger.resume', () => session.disconnect());
  });
  session.post('Debugger.enable', () => session.post('Debugger.pause'));
  setTimeout(() => {
    if (!answered) {
      say('no JavaScript frame answered within ' + answerWaitMs / 1000 + ' s: the thread is blocked in native code (a synchronous system call or a lock); ' + kernelState());
      nativeStacks();
    }
  }, answerWaitMs).unref();
}
// The native stack of every thread, from gdb when the machine has it (attached from a child process for a few seconds,
// then detached): which lock or join a thread blocked in native code waits for, and which thread holds it.
function nativeStacks() {
  const { spawnSync } = require('node:child_process');
  const run = spawnSync('gdb', ['-p', String(process.pid), '-batch', '-nx', '-ex', 'thread apply all -ascending bt 20'], { encoding: 'utf8', timeout: 60000, maxBuffer: 16 * 1024 * 1024 });
  if (run.error || run.status !== 0) return say('no native stacks: gdb ' + (run.error ? run.error.message : 'ended with ' + run.status));
  const lines = run.stdout.split('\\n').filter((line) => /^(Thread |#)/.test(line) && !line.endsWith(' in ?? ()')).map((line) => (line.startsWith('#') ? '    ' + line.slice(0, 200) : line));
  say('the native stacks of its threads (gdb):\\n' + lines.join('\\n'));
}
// What the kernel says of the blocked main thread (its task id is the process id): its state, and the system call it
// waits in with the file that call's first argument names. Linux only; x86-64 system call numbers get their name.
const SYSCALL_NAMES = { 0: 'read', 1: 'write', 7: 'poll', 20: 'writev', 35: 'nanosleep', 61: 'wait4', 74: 'fsync', 75: 'fdatasync', 202: 'futex', 230: 'clock_nanosleep', 232: 'epoll_wait', 281: 'epoll_pwait' };
function kernelState() {
  const { readFileSync, readlinkSync } = require('node:fs');
  const task = '/proc/self/task/' + process.pid + '/';
  const read = (file) => { try { return readFileSync(task + file, 'utf8').trim(); } catch { return '?'; } };
  const stat = read('stat');
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  const call = read('syscall').split(' ');
  let waitsIn = call[0] === 'running' ? 'running (no system call: garbage collection or native work)' : 'system call ' + call[0];
  const name = process.arch === 'x64' ? SYSCALL_NAMES[call[0]] : undefined;
  if (name) waitsIn += ' (' + name + ')';
  if (name && ['read', 'write', 'writev', 'fsync', 'fdatasync'].includes(name)) {
    const fd = Number(call[1]);
    let target = '?';
    try { target = readlinkSync('/proc/self/fd/' + fd); } catch {}
    waitsIn += ' on fd ' + fd + ' (' + target + ')';
  }
  let resident = '?';
  try { resident = (readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\\s*(\\d+) kB/) || [])[1] + ' kB'; } catch {}
  return 'the kernel says: state ' + state + ', ' + waitsIn + ', wchan ' + read('wchan') + ', resident ' + resident;
}
setInterval(() => {
  const stalledMs = Date.now() - (started + Atomics.load(beat, 0));
  if (stalledMs < reportAfterMs) {
    reported = false;
    return;
  }
  if (!reported) {
    reported = true;
    say('the test process (pid ' + process.pid + ') has not run its event loop for ' + Math.round(stalledMs / 1000) + ' s: Jest timeouts cannot fire');
    printStack();
  }
  if (stalledMs >= killAfterMs) {
    say('still blocked after ' + Math.round(stalledMs / 1000) + ' s: ending the process');
    process.kill(process.pid, 'SIGKILL');
  }
}, checkEveryMs);
`;

/**
 * Starts, once per process, a thread that watches the event loop of the process running the tests (Jest runs the
 * system and browser suites in band, in the process of its global setup). A blocked event loop is the one hang Jest's
 * own timeouts cannot end: the watchdog prints to stderr where the thread is stuck and, if it stays stuck, ends the
 * process with SIGKILL (`times`). Neither the heartbeat nor the thread keeps the process alive.
 */
export function startEventLoopWatchdog(times: WatchdogTimes = {}): void {
  const marker = Symbol.for('vmdash.eventLoopWatchdog');
  const registry = process as unknown as Record<symbol, boolean>;
  if (registry[marker]) return;
  registry[marker] = true;
  const started = Date.now();
  const heartbeat = new SharedArrayBuffer(4);
  const beat = new Int32Array(heartbeat);
  setInterval(() => Atomics.store(beat, 0, Date.now() - started), 500).unref();
  const { reportAfterMs = 60_000, killAfterMs = 10 * 60_000, checkEveryMs = 5_000 } = times;
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { heartbeat, started, reportAfterMs, killAfterMs, checkEveryMs } });
  worker.on('error', (error) => writeSync(2, `[event-loop watchdog] stopped: ${error.message}\n`));
  worker.unref();
}
