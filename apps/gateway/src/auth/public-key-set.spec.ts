import { generateKeyPairSync } from 'node:crypto';
import { parsePublicKeySet } from './public-key-set';

const pem = (key: { export(options: { type: 'spki'; format: 'pem' }): string | Buffer }) => key.export({ type: 'spki', format: 'pem' }).toString();

describe('bearer key set', () => {
  it('when every entry is an RSA public key of 2048 bits or more, then the keys are loaded by kid', () => {
    const keys = parsePublicKeySet(JSON.stringify({ 'k-2025': pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey) }));
    expect(Object.keys(keys)).toEqual(['k-2025']);
    expect(keys['k-2025'].asymmetricKeyType).toBe('rsa');
  });

  it('when the file is not a JSON object of keys, then loading fails with a clear message', () => {
    expect(() => parsePublicKeySet('nope')).toThrow(/not JSON/);
    expect(() => parsePublicKeySet('[]')).toThrow(/JSON object/);
    expect(() => parsePublicKeySet('{}')).toThrow(/empty/);
    expect(() => parsePublicKeySet('{"k": 5}')).toThrow(/"k" must be a PEM string/);
    expect(() => parsePublicKeySet('{"k": "-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----"}')).toThrow(/"k" is not a public key/);
  });

  it('when a key is not RSA or is too short for RS256, then loading fails naming it', () => {
    expect(() => parsePublicKeySet(JSON.stringify({ ec: pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey) }))).toThrow(/"ec" must be an RSA key/);
    expect(() => parsePublicKeySet(JSON.stringify({ small: pem(generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey) }))).toThrow(/"small" has 1024 bits/);
  });
});
