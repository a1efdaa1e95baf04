import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/*
 * The watchdog of the in-band test suites, in a child process as Jest's own process would run it (through tsx, as
 * the global setup loads it): a blocked event loop is reported with its JavaScript stack and ends the process; a
 * healthy process is neither reported nor kept alive.
 */

/** Runs `body` after starting the watchdog with short times; answers stderr and how it ended (a watchdog that kept it alive would
 * leave the test to time out). */
function runWithWatchdog(body: string): Promise<{ stderr: string; signal: NodeJS.Signals | null; code: number | null }> {
  const script = `
    const { startEventLoopWatchdog } = require(${JSON.stringify(path.join(__dirname, 'event-loop-watchdog.ts'))});
    startEventLoopWatchdog({ reportAfterMs: 1500, killAfterMs: 5000, checkEveryMs: 200 });
    ${body}
  `;
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code, signal) => resolve({ stderr, signal, code })));
}

it('when the event loop is blocked by a busy loop, then the watchdog prints the stack of the blocking function and kills the process', async () => {
  const run = await runWithWatchdog('function spinForever() { for (;;) {} } setTimeout(spinForever, 100);');
  expect(run.stderr).toContain('has not run its event loop for');
  expect(run.stderr).toMatch(/at spinForever \(/);
  expect(run.stderr).toContain('ending the process');
  expect(run.signal).toBe('SIGKILL');
}, 30_000);

it('when the event loop runs, then the watchdog says nothing and does not keep the process alive', async () => {
  const run = await runWithWatchdog('setTimeout(() => {}, 2500);');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
}, 30_000);

it('when the event loop is blocked in a system call, then the watchdog names the call the kernel says the thread waits in', async () => {
  // A synchronous child process waits in the kernel (its own event loop's epoll), where no JavaScript frame can answer
  // the watchdog's pause.
  const run = await runWithWatchdog("setTimeout(() => require('node:child_process').execFileSync('sleep', ['20']), 100);");
  expect(run.stderr).toContain('blocked in native code');
  expect(run.stderr).toMatch(process.arch === 'x64' ? /the kernel says: state S, system call \d+ \((epoll_wait|epoll_pwait|poll|wait4)\)/ : /the kernel says: state S, system call \d+/);
  if (existsSync('/usr/bin/gdb')) expect(run.stderr).toMatch(/the native stacks of its threads \(gdb\):\nThread 1 [^\n]*\n {4}#0 [^\n]*epoll/);
  expect(run.signal).toBe('SIGKILL');
}, 30_000);
