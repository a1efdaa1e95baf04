import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';

const composeDir = path.resolve(__dirname, '..', 'compose');
let dir: string;

beforeAll(() => {
  // The scripts write beside themselves: run copies, so the repository's own keys/ stays untouched.
  dir = mkdtempSync(path.join(tmpdir(), 'vmdash-compose-keys-'));
  for (const script of ['generate-keys.sh', 'token.sh']) copyFileSync(path.join(composeDir, script), path.join(dir, script));
  execFileSync('sh', [path.join(dir, 'generate-keys.sh')], { stdio: 'pipe' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = (file: string) => readFileSync(path.join(dir, 'keys', file), 'utf8');

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

  it('when keys exist, then a second run keeps them', () => {
    const before = key('jwt-public-keys.json');
    expect(execFileSync('sh', [path.join(dir, 'generate-keys.sh')], { encoding: 'utf8' })).toMatch(/keys exist/);
    expect(key('jwt-public-keys.json')).toBe(before);
  });
});
