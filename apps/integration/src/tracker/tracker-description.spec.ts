import { composeDescription, submitterOf } from './tracker-description';

describe('the description lines vmdash writes', () => {
  it('puts the submitter and the request id last, and reads the submitter back', () => {
    const description = composeDescription('Plugin 12345 on web-01\n\n', 'alice', 'req-0001');
    expect(description).toBe('Plugin 12345 on web-01\n\nSubmitted by: alice\nvmdash-request: req-0001');
    expect(submitterOf(description)).toBe('alice');
  });

  it('finds no submitter in an issue filed by hand', () => {
    expect(submitterOf('Filed by hand')).toBeUndefined();
    expect(submitterOf('Submitted by: ')).toBeUndefined();
    expect(submitterOf(undefined)).toBeUndefined();
  });
});
