import { screenshotTypeOf } from './screenshot-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('474946383961010001000000002c', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('screenshotTypeOf', () => {
  it('when the bytes start as a PNG, JPEG, GIF or WebP image, then that type is answered', () => {
    expect([PNG, JPEG, GIF, WEBP].map(screenshotTypeOf)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
  });

  it('when the bytes are text, a PDF, an SVG or nothing, then no type is answered', () => {
    const refused = ['just some text', '%PDF-1.7\n', '<svg xmlns="http://www.w3.org/2000/svg"/>', ''].map((text) => screenshotTypeOf(Buffer.from(text)));
    expect(refused).toEqual([null, null, null, null]);
  });
});
