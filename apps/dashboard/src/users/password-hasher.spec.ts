import { OverloadedError } from '@vmdash/domain';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { failedLoginKeyOf, usernameKey } from './username';

describe('password hashing (argon2id, OWASP parameters)', () => {
  let hasher: PasswordHasher;
  beforeAll(async () => {
    hasher = await createPasswordHasher();
  });

  it('when a password is hashed, then the PHC string names argon2id with 19 MiB, 2 iterations and 1 lane, and a fresh salt each time', async () => {
    const [first, second] = [await hasher.hash('same password'), await hasher.hash('same password')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(hasher.needsRehash(first)).toBe(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
  });

  it('when a long Unicode password is checked, then only the whole password matches, and composed and decomposed forms are the same (NFKC)', async () => {
    const password = `${'ключ-鍵-🔑-'.repeat(20)}end`;
    const hash = await hasher.hash(password);
    expect(await hasher.verify(hash, password)).toBe(true);
    expect(await hasher.verify(hash, password.slice(0, -1))).toBe(false);
    expect(await hasher.verify(hash, Buffer.from(password).subarray(0, 72).toString())).toBe(false);
    const composed = await hasher.hash('caf\u00e9 au lait');
    expect(await hasher.verify(composed, 'cafe\u0301 au lait')).toBe(true);
  });

  it('when a sign-in could not be checked before its deadline, then it is refused up front with the seconds to wait; one in time is checked', async () => {
    const refusal = (() => {
      try {
        hasher.admit(new Date(Date.now() - 1));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(OverloadedError);
    expect((refusal as OverloadedError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const hash = await hasher.hash('in time');
    expect(await hasher.admit(new Date(Date.now() + 60_000)).verify(hash, 'in time')).toBe(true);
  });

  it('when the stored hash is malformed or the user does not exist, then verification is false (after the same work)', async () => {
    expect(await hasher.verify('not a hash', 'whatever')).toBe(false);
    expect(await hasher.verifyDummy('whatever')).toBe(false);
  });
});

describe('usernames', () => {
  it('when names differ only in case or compatibility form, then they share one key and one failed-login count', () => {
    expect(usernameKey('Admin')).toBe(usernameKey('ADMIN'));
    expect(usernameKey('ａｄｍｉｎ')).toBe('admin');
    expect(failedLoginKeyOf('Root-Admin')).toBe(failedLoginKeyOf('root-admin'));
    expect(failedLoginKeyOf('x'.repeat(100_000))).toMatch(/^account:[0-9a-f]{64}$/);
  });
});
