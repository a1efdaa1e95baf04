import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs a built app with an environment that lacks its required variables. */
function startWithoutConfiguration(app: string) {
  return spawnSync(process.execPath, [path.join(root, 'dist/apps', app, 'main.js')], {
    env: { PATH: process.env.PATH, PROTO_ROOT: path.join(root, 'protos'), LOG_LEVEL: 'info' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe("the apps' shell", () => {
  it.each([
    ['data-cache', ['MONGO_URL', 'INTERNAL_TOKEN_PUBLIC_KEY_FILE']],
    ['action-plan', ['MONGO_URL', 'INTERNAL_TOKEN_PUBLIC_KEY_FILE']],
    ['gateway', ['JWT_PUBLIC_KEYS_FILE', 'INTERNAL_TOKEN_PRIVATE_KEY_FILE']],
  ])('when %s starts without its required variables, then it prints one line naming them, no stack trace, and exits 1', (app, variables) => {
    const run = startWithoutConfiguration(app);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${app}: invalid configuration: `));
    for (const variable of variables) expect(lines[0]).toContain(variable);
  });
});
