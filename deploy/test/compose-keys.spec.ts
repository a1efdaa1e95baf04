import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { appEnvSchema, envProblems } from './support/app-config';
import { readCompose, withDefaults } from './support/compose-rules';

const composeDir = path.resolve(__dirname, '..', 'compose');
const repoRoot = path.resolve(__dirname, '..', '..');
let dir: string;

beforeAll(() => {
  // The scripts write beside themselves: run copies, so the repository's own keys/ stays untouched.
  dir = mkdtempSync(path.join(tmpdir(), 'vmdash-compose-keys-'));
  for (const script of ['generate-keys.sh', 'token.sh']) copyFileSync(path.join(composeDir, script), path.join(dir, script));
  execFileSync('sh', [path.join(dir, 'generate-keys.sh')], { stdio: 'pipe' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = (file: string) => readFileSync(path.join(dir, 'keys', file), 'utf8');
/** KEY=value lines of an env file, as compose reads the unquoted ones generate-keys.sh writes. */
const parseEnv = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('compose key material', () => {
  it('when generated, then the gateway gets an RSA key set and an EC P-256 internal-token key pair', () => {
    const keySet = JSON.parse(key('jwt-public-keys.json')) as Record<string, string>;
    expect(Object.keys(keySet)).toEqual(['compose']);
    expect(createPublicKey(keySet.compose).asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    const internal = createPrivateKey(key('internal-token-private.pem'));
    expect(internal.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(createPublicKey(internal).export({ type: 'spki', format: 'pem' })).toBe(key('internal-token-public.pem'));
  });

  it('when generated, then the folder is private and the files readable by the containers (uid 10001)', () => {
    expect(statSync(path.join(dir, 'keys')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'keys', 'internal-token-private.pem')).mode & 0o004).toBe(0o004);
    expect(statSync(path.join(dir, 'keys', 'job-grant-sealing.key')).mode & 0o004).toBe(0o004);
  });

  it('when generated, then the dashboard gets a random job-grant sealing secret of 48 bytes', () => {
    expect(Buffer.from(key('job-grant-sealing.key').trim(), 'base64')).toHaveLength(48);
  });

  it('when token.sh signs a token, then it verifies against the key set with the issuer, audience and scopes of compose.yaml', () => {
    const token = execFileSync('sh', [path.join(dir, 'token.sh')], { encoding: 'utf8', env: { ...process.env, TOKEN_TTL: '60' } }).trim();
    const { header } = jwt.decode(token, { complete: true }) ?? {};
    expect(header).toMatchObject({ alg: 'RS256', kid: 'compose' });
    const keySet = JSON.parse(key('jwt-public-keys.json')) as Record<string, string>;
    const claims = jwt.verify(token, keySet.compose, { algorithms: ['RS256'], issuer: 'vmdash', audience: 'vmdash-data-api' }) as jwt.JwtPayload;
    expect(claims.scope).toBe('data:read plans:write cache:refresh');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
  });

  it('when generated, then the dashboard starts with a first Admin and a random password only you can read', () => {
    const admin = parseEnv(key('dashboard-admin.env'));
    expect(Object.keys(admin).sort()).toEqual(['ADMIN_PASSWORD', 'ADMIN_USERNAME']);
    expect(admin.ADMIN_PASSWORD).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(statSync(path.join(dir, 'keys', 'dashboard-admin.env')).mode & 0o777).toBe(0o600);
    const { environment = {} } = readCompose(path.join(composeDir, 'compose.yaml')).services.dashboard;
    const env = { ...Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, withDefaults(String(value))])), ...admin };
    expect(envProblems(appEnvSchema(repoRoot, 'dashboard'), env)).toEqual([]);
  });

  it('when generated, then the integration service starts with a random webhook secret and placeholders only you can read', () => {
    const settings = parseEnv(key('integration.env'));
    expect(settings.TRACKER_WEBHOOK_SECRET).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(settings).toMatchObject({ TRACKER_TOKEN: 'replace-me', PLATFORM_API_KEY: 'replace-me' });
    expect(statSync(path.join(dir, 'keys', 'integration.env')).mode & 0o777).toBe(0o600);
    const { environment = {} } = readCompose(path.join(composeDir, 'compose.yaml')).services.integration;
    const env = { ...Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, withDefaults(String(value))])), ...settings };
    expect(envProblems(appEnvSchema(repoRoot, 'integration'), env)).toEqual([]);
  });

  it('when keys exist, then a second run keeps them and the Admin password', () => {
    const before = [key('jwt-public-keys.json'), key('dashboard-admin.env')];
    expect(execFileSync('sh', [path.join(dir, 'generate-keys.sh')], { encoding: 'utf8' })).toMatch(/keys exist/);
    expect([key('jwt-public-keys.json'), key('dashboard-admin.env')]).toEqual(before);
  });

  it('when only the Admin file is missing (keys from before the dashboard), then a run adds it and keeps the keys', () => {
    const before = key('jwt-public-keys.json');
    rmSync(path.join(dir, 'keys', 'dashboard-admin.env'));
    expect(execFileSync('sh', [path.join(dir, 'generate-keys.sh')], { encoding: 'utf8' })).toMatch(/first dashboard Admin: admin/);
    expect(key('jwt-public-keys.json')).toBe(before);
    expect(parseEnv(key('dashboard-admin.env')).ADMIN_USERNAME).toBe('admin');
  });
});
