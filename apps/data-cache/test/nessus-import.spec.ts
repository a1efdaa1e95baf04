import { importNessusFile } from '../src/importers/nessus.parser';
import type { BetaHostObservation, BetaImportItem } from '../src/importers/observations';
import { importBetaFile } from '../src/importers/scan-format';
import { SourceFileError } from '../src/importers/source.errors';
import { collect, fixturePath, REAL } from './test-paths';

function hostsOf(items: BetaImportItem[]): BetaHostObservation[] {
  return items.filter((i): i is BetaHostObservation => i.kind === 'host');
}

function skippedOf(items: BetaImportItem[]) {
  return items.flatMap((i) => (i.kind === 'skipped' ? [i.record] : []));
}

describe('Nessus v2 importer on the real exports', () => {
  // Counts checked with grep: ReportHost and ReportItem elements; no (host, plugin, port, protocol) repeats.
  it.each([
    ['nessus_many_vuln.nessus', REAL.nessusManyVuln, 1, 7],
    ['nessus_v_unknown.nessus', REAL.nessusUnknown, 7, 296],
    ['nessus_with_cwe.nessus', REAL.nessusWithCwe, 1, 1],
  ])('when %s is imported, then every host and ReportItem comes out and nothing is skipped', async (_name, file, hosts, findings) => {
    const items = await collect(importNessusFile(file()));
    expect(hostsOf(items)).toHaveLength(hosts);
    expect(hostsOf(items).reduce((n, h) => n + h.findings.length, 0)).toBe(findings);
    expect(skippedOf(items)).toEqual([]);
  });

  it('when a Windows host is read, then address, names, os, last_seen and the RDP finding are as in the export', async () => {
    const hosts = hostsOf(await collect(importNessusFile(REAL.nessusUnknown())));
    const host = hosts.find((h) => h.ip_address === '10.31.112.29');
    expect(host).toMatchObject({
      fqdn: 'qa3app09',
      hostname: 'QA3APP09',
      os: 'Microsoft Windows Server 2008 R2 Standard Service Pack 1',
      last_seen: '2013-07-01T11:40:48.000Z',
    });
    expect(host?.findings).toHaveLength(43);
    expect(host?.findings.find((f) => f.scanner_id === '18405')).toEqual({
      scanner_id: '18405',
      title: 'Microsoft Windows Remote Desktop Protocol Server Man-in-the-Middle Weakness',
      severity: 'medium',
      cvss: 5.1,
      cve_ids: ['CVE-2005-1794'],
      port: 3389,
      protocol: 'tcp',
      service: 'msrdp',
      plugin_family: 'Windows',
      description: expect.stringMatching(/^The remote version of the Remote Desktop Protocol Server/),
      solution: expect.stringContaining('Force the use of SSL'),
      // The export's CVSS2# vector, normalised, and its exploit_available.
      cvss_vector: 'AV:N/AC:H/Au:N/C:P/I:P/A:P',
      exploit_available: true,
    });
  });

  it('when a plugin lists many cve elements and only a CVSS v2 score, then all CVEs are kept and v2 is the score', async () => {
    const [host] = hostsOf(await collect(importNessusFile(REAL.nessusWithCwe())));
    expect(host).toMatchObject({ ip_address: '44.228.249.3', fqdn: 'testphp.vulnweb.com', hostname: 'testphp', last_seen: '2022-03-23T14:07:52.000Z' });
    const [finding] = host.findings;
    expect(finding).toMatchObject({ scanner_id: '31649', severity: 'high', cvss: 7.5, port: 80, service: 'www' });
    expect(finding.cve_ids).toHaveLength(15);
    expect(finding.cve_ids).toContain('CVE-2006-1015');
    // The export's indentation is not part of the text.
    expect(finding.description).toMatch(/^According to its banner, the version of PHP 5\.x installed on the remote host is older than\n5\.2\./);
  });

  it('when the host has only an FQDN and no NetBIOS name, then the hostname is its first label', async () => {
    const [host] = hostsOf(await collect(importNessusFile(REAL.nessusManyVuln())));
    expect(host).toMatchObject({ ip_address: '12.233.108.201', fqdn: 'preprod.boardvantage.net', hostname: 'preprod', os: 'CISCO PIX 7.0' });
    expect(host.findings.every((f) => f.severity === 'info')).toBe(true);
    // Informational plugins say "n/a" for a solution: no solution.
    expect(host.findings.filter((f) => f.solution !== null).map((f) => f.solution)).toEqual(['Protect your target with an IP filter.', 'dummy']);
  });
});

describe('Nessus v2 importer on edge cases', () => {
  it('when host-ip is not an address, then the host is kept without one and the quirk is reported', async () => {
    const items = await collect(importNessusFile(fixturePath('nessus-quirks.nessus')));
    const host = hostsOf(items).find((h) => h.fqdn === 'db-quirk.corp.example');
    expect(host).toMatchObject({ ip_address: null, hostname: 'db-quirk', os: 'Linux Kernel 3.10' });
    expect(skippedOf(items)).toContainEqual({
      file: fixturePath('nessus-quirks.nessus'),
      subject: 'host db-quirk.corp.example',
      reason: 'invalid IP address "192.168.1.1001" in host-ip; host kept without an address',
    });
  });

  it('when the same plugin repeats on a host, port and protocol, then it is one finding with the union of CVEs', async () => {
    const items = await collect(importNessusFile(fixturePath('nessus-quirks.nessus')));
    const host = hostsOf(items).find((h) => h.fqdn === 'db-quirk.corp.example');
    expect(host?.findings).toHaveLength(1);
    expect(host?.findings[0]).toMatchObject({
      scanner_id: '99999',
      protocol: 'tcp',
      severity: 'high',
      cvss: 7.5,
      cve_ids: ['CVE-1999-0502', 'CVE-2016-0768'],
      description: 'Duplicate plugin output, first copy.',
    });
  });

  it('when items lack a pluginID or a host has neither address nor name, then they are skipped with reasons', async () => {
    const items = await collect(importNessusFile(fixturePath('nessus-quirks.nessus')));
    const reasons = skippedOf(items).map((s) => s.reason);
    expect(reasons).toContain('ReportItem without pluginID');
    expect(reasons).toContain('host without an IP address or a name; its 1 findings left out');
    expect(hostsOf(items)).toHaveLength(2);
  });

  it('when a host is named by its address and has HOST_END_TIMESTAMP, then both are used and the v3 score wins', async () => {
    const hosts = hostsOf(await collect(importNessusFile(fixturePath('nessus-quirks.nessus'))));
    const host = hosts.find((h) => h.ip_address === '10.20.30.40');
    expect(host).toMatchObject({ fqdn: null, hostname: null, last_seen: '2022-03-23T14:07:52.000Z' });
    expect(host?.findings[0]).toMatchObject({ severity: 'critical', cvss: 7.5, solution: null });
  });

  it('when an item gives vectors of several CVSS versions and an exploit framework, then the v4.0 vector, else the one of its score, is kept and the exploit counts', async () => {
    const hosts = hostsOf(await collect(importNessusFile(fixturePath('nessus-quirks.nessus'))));
    const findings = hosts.flatMap((host) => host.findings);
    expect(findings.map((f) => [f.scanner_id, f.cvss, f.cvss_vector, f.exploit_available])).toEqual([
      ['99999', 7.5, 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N', false],
      ['73412', 7.5, 'CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', true],
    ]);
  });

  it('when the XML is not well-formed, then SourceFileError names the file and the line', async () => {
    const file = fixturePath('broken.nessus');
    const error = await collect(importBetaFile(file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFileError);
    expect(error).toMatchObject({ file, line: 8 });
    expect((error as Error).message).toBe(`${file}:8:66: unexpected close tag.`);
  });

  it('when the root element is not NessusClientData_v2, then SourceFileError says what was found', async () => {
    await expect(collect(importNessusFile(fixturePath('not-a-scan.xml')))).rejects.toThrow(/unexpected root element <inventory>, expected <NessusClientData_v2>/);
  });

  it('when an alpha export is given as a beta source, then SourceFileError names both formats', async () => {
    await expect(collect(importBetaFile(REAL.nexposeReportAuth()))).rejects.toThrow(/a nexpose export is not a beta source/);
  });

  it('when the file does not exist, then SourceFileError says it cannot be read', async () => {
    await expect(collect(importBetaFile(fixturePath('missing.nessus')))).rejects.toThrow(/missing\.nessus: cannot read the file: ENOENT/);
  });
});
