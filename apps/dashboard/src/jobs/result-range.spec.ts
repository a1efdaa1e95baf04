import { jobResultEntityTag } from '@vmdash/domain';
import { resultRangeOf } from './result-range';

const sha = 'ab'.repeat(32);

describe('the part of a result file a download asks for (RFC 9110, 14.2)', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', first: 0, last: 99 }],
    ['bytes=900-', { kind: 'part', first: 900, last: 999 }],
    ['bytes=-100', { kind: 'part', first: 900, last: 999 }],
    ['bytes=990-5000', { kind: 'part', first: 990, last: 999 }],
    ['bytes=0-9,10-19', { kind: 'part', first: 0, last: 19 }],
    ['bytes=0-9,50-59', { kind: 'whole' }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'unsatisfiable' }],
    ['items=0-9', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
  ])('when Range is %s of a 1000-byte file, then the answer is %j', (range, expected) => {
    expect(resultRangeOf(1000, sha, range, undefined)).toEqual(expected);
  });

  it('when If-Range names the file, then the range applies; another tag or a date asks for the whole file', () => {
    expect(resultRangeOf(1000, sha, 'bytes=10-19', jobResultEntityTag(sha))).toEqual({ kind: 'part', first: 10, last: 19 });
    expect(resultRangeOf(1000, sha, 'bytes=10-19', '"another"')).toEqual({ kind: 'whole' });
    expect(resultRangeOf(1000, sha, 'bytes=10-19', 'Fri, 27 Nov 2026 10:00:00 GMT')).toEqual({ kind: 'whole' });
    expect(resultRangeOf(1000, sha, undefined, jobResultEntityTag(sha))).toEqual({ kind: 'whole' });
  });

  it('when the file is empty, then any range is unsatisfiable', () => {
    expect(resultRangeOf(0, sha, 'bytes=0-', undefined)).toEqual({ kind: 'unsatisfiable' });
  });
});
