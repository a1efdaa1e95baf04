import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobGrantSealing, readJobGrantSealingKey } from './job-grant-sealing';

const grant = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbm4iLCJhdWQiOiJ2bWRhc2gtam9icyJ9.signature';

describe('job grant sealing', () => {
  it('when a grant is sealed, then the stored value does not show it and opens back to it with the same secret only', async () => {
    const secret = randomBytes(48);
    const sealed = await createJobGrantSealing(secret).seal(grant);
    expect(sealed).not.toContain(grant);
    expect(sealed).not.toContain('eyJzdWIiOiJhbm4i');
    expect(sealed.split('.')).toHaveLength(5);
    expect(await createJobGrantSealing(Buffer.from(secret)).open(sealed)).toBe(grant);
    await expect(createJobGrantSealing(randomBytes(48)).open(sealed)).rejects.toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(createJobGrantSealing(secret).open(tampered)).rejects.toThrow();
  });

  it('when the secret file is missing or shorter than 32 bytes, then the dashboard refuses to start naming JOB_GRANT_SEALING_KEY_FILE', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'job-grant-key-'));
    expect(() => readJobGrantSealingKey(path.join(dir, 'missing'))).toThrow(/^JOB_GRANT_SEALING_KEY_FILE: cannot read/);
    writeFileSync(path.join(dir, 'short'), 'too short\n');
    expect(() => readJobGrantSealingKey(path.join(dir, 'short'))).toThrow('JOB_GRANT_SEALING_KEY_FILE: ' + path.join(dir, 'short') + ' holds 9 bytes; at least 32 are needed');
    writeFileSync(path.join(dir, 'good'), `${randomBytes(48).toString('base64')}\n`);
    expect(readJobGrantSealingKey(path.join(dir, 'good'))).toHaveLength(64);
  });
});
