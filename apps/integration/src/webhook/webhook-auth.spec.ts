import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { webhookAuthentic } from './webhook-auth';

const SECRET = 'shared-webhook-secret';
const sign = (body: Buffer, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('webhookAuthentic (X-Hub-Signature HMAC-SHA256, else the secret as a token)', () => {
  it('accepts exactly the signature of the exact bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.uint8Array({ minLength: 1, maxLength: 512 }), (bytes, other) => {
        const body = Buffer.from(bytes);
        expect(webhookAuthentic(body, SECRET, sign(body), undefined)).toBe(true);
        const changed = Buffer.concat([body, Buffer.from(other)]);
        expect(webhookAuthentic(changed, SECRET, sign(body), undefined)).toBe(false);
      }),
    );
  });

  it('refuses a signature under another secret, a malformed one, and a wrong signature even beside the right token', () => {
    const body = Buffer.from('{"issue":{"key":"VM-1"}}');
    expect(webhookAuthentic(body, SECRET, sign(body, 'other'), undefined)).toBe(false);
    expect(webhookAuthentic(body, SECRET, 'sha1=abcdef', undefined)).toBe(false);
    expect(webhookAuthentic(body, SECRET, sign(body).slice(0, -2), undefined)).toBe(false);
    expect(webhookAuthentic(body, SECRET, sign(body, 'other'), SECRET)).toBe(false);
  });

  it('takes the secret itself as a token when nothing is signed, and nothing without either', () => {
    const body = Buffer.from('{}');
    expect(webhookAuthentic(body, SECRET, undefined, SECRET)).toBe(true);
    expect(webhookAuthentic(body, SECRET, undefined, `${SECRET}x`)).toBe(false);
    expect(webhookAuthentic(body, SECRET, undefined, undefined)).toBe(false);
    expect(webhookAuthentic(body, SECRET, '', '')).toBe(false);
  });
});
