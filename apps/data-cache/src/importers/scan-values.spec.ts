import { parseCveList, parseCvssScore, parseIpAddress, parseNessusDate, parseNexposeDate, parseUnixSeconds, severityFromNessusLevel, severityFromScore, severityFromWord } from './scan-values';

describe('scan values', () => {
  it('when an address is odd, then it is refused; IPv4 and IPv6 are accepted', () => {
    expect(parseIpAddress(' 10.31.112.21 ')).toBe('10.31.112.21');
    expect(parseIpAddress('FE80::1')).toBe('fe80::1');
    expect(parseIpAddress('192.168.1.1001')).toBeNull();
    expect(parseIpAddress('qa3app01')).toBeNull();
    expect(parseIpAddress('')).toBeNull();
  });

  it('when Nessus dates are read, then they become ISO 8601 UTC; impossible dates are null', () => {
    expect(parseNessusDate('Mon Jul  1 11:40:48 2013')).toBe('2013-07-01T11:40:48.000Z');
    expect(parseNessusDate('Tue Jun 25 10:39:42 2013')).toBe('2013-06-25T10:39:42.000Z');
    expect(parseNessusDate('Fri Feb 31 10:00:00 2023')).toBeNull();
    expect(parseNessusDate('yesterday')).toBeNull();
    expect(parseUnixSeconds('1648044472')).toBe('2022-03-23T14:07:52.000Z');
  });

  it('when Nexpose timestamps are read, then milliseconds are kept', () => {
    expect(parseNexposeDate('20131127T115513233')).toBe('2013-11-27T11:55:13.233Z');
    expect(parseNexposeDate('20210211T164705')).toBe('2021-02-11T16:47:05.000Z');
    expect(parseNexposeDate('2013-11-27')).toBeNull();
  });

  it('when severities are mapped, then scores follow the CVSS v3 qualitative scale and words are understood', () => {
    expect([0, 0.1, 3.9, 4, 6.9, 7, 8.9, 9, 10].map(severityFromScore)).toEqual(['info', 'low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
    expect(['0', '1', '2', '3', '4', '5', ''].map(severityFromNessusLevel)).toEqual(['info', 'low', 'medium', 'high', 'critical', null, null]);
    expect(['None', 'Log', 'High', 'critical', 'whatever'].map(severityFromWord)).toEqual(['info', 'info', 'high', 'critical', null]);
  });

  it('when CVE lists and scores are read, then junk is dropped', () => {
    expect(parseCveList('CVE-2012-1823, cve-2012-2311;NOCVE CVE-12-1')).toEqual(['CVE-2012-1823', 'CVE-2012-2311']);
    expect(parseCveList('NOCVE')).toEqual([]);
    expect(['7.5', '10.0', '0', '-1', '11', 'n/a'].map(parseCvssScore)).toEqual([7.5, 10, 0, null, null, null]);
  });
});
