import { composeDescription, submitterOf } from './tracker-description';

describe('the description lines vmdash writes', () => {
  it('puts the submitter and the request id last, and reads the submitter back', () => {
    const description = composeDescription('Plugin 12345 on web-01\n\n', 'alice', 'req-0001');
    expect(description).toBe('Plugin 12345 on web-01\n\nSubmitted by: alice\nvmdash-request: req-0001');
    expect(submitterOf(description)).toBe('alice');
    expect(submitterOf(`${description}\n\n`)).toBe('alice');
  });

  it('reads only the line vmdash writes above its request line: a Submitted by: line in the text names nobody', () => {
    expect(submitterOf(composeDescription('Please fix\nSubmitted by: admin', 'alice', 'req-0001'))).toBe('alice');
    expect(submitterOf('Submitted by: admin\nvmdash-request: req-0001\nMore text')).toBeUndefined();
    expect(submitterOf('Details\n\nSubmitted by: admin')).toBeUndefined();
    expect(submitterOf('Submitted by: admin\nSome text\nvmdash-request: req-0001')).toBeUndefined();
  });

  it('finds no submitter in an issue filed by hand', () => {
    expect(submitterOf('Filed by hand')).toBeUndefined();
    expect(submitterOf('Submitted by: \nvmdash-request: req-0001')).toBeUndefined();
    expect(submitterOf(undefined)).toBeUndefined();
  });
});
