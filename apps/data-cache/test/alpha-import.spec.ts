import { importNexposeFile } from '../src/importers/nexpose.parser';
import type { AlphaAssetObservation, AlphaImportItem } from '../src/importers/observations';
import { importOpenVasFile } from '../src/importers/openvas.parser';
import { detectScanFormat, importAlphaFile } from '../src/importers/scan-format';
import { SourceFileError } from '../src/importers/source.errors';
import { collect, fixturePath, REAL } from './test-paths';

function assetsOf(items: AlphaImportItem[]): AlphaAssetObservation[] {
  return items.filter((i): i is AlphaAssetObservation => i.kind === 'asset');
}

function skippedOf(items: AlphaImportItem[]) {
  return items.flatMap((i) => (i.kind === 'skipped' ? [i.record] : []));
}

describe('Nexpose importer on the real exports', () => {
  // Counts checked with Python's ElementTree: vulnerable tests per node joined to definitions (ids case-insensitive).
  it('when many_vulns.xml is imported, then 8 assets carry 9 CVE findings and 13 CVE-less vulnerabilities are reported', async () => {
    const items = await collect(importNexposeFile(REAL.nexposeManyVulns()));
    const assets = assetsOf(items);
    expect(assets.map((a) => a.device_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(assets.reduce((n, a) => n + a.findings.length, 0)).toBe(9);
    const skipped = skippedOf(items);
    expect(skipped).toHaveLength(13);
    expect(skipped).toContainEqual({
      file: REAL.nexposeManyVulns(),
      subject: 'vulnerability http-basic-auth-cleartext',
      reason: 'no CVE reference (vulnerable on 2 assets)',
    });
  });

  it('when a node has vulnerable tests with CVEs, then each CVE is a finding with the definition details', async () => {
    const assets = assetsOf(await collect(importNexposeFile(REAL.nexposeManyVulns())));
    const node = assets.find((a) => a.device_id === 6);
    expect(node).toMatchObject({ ip_address: '192.168.1.18', hostname: null, os: 'Linux 2.4.20', last_seen: '2013-11-27T11:55:13.233Z' });
    expect(node?.findings.map((f) => f.cve_id).sort()).toEqual(['CVE-1999-0524', 'CVE-2004-0230', 'CVE-2009-2765']);
    expect(node?.findings.find((f) => f.cve_id === 'CVE-2009-2765')).toMatchObject({
      title: 'DD-WRT Remote Command Execution as Root',
      severity: 'high',
      cvss: 8.3,
      scanner_ref: 'http-dd-wrt-remote-command-execution',
    });
    expect(assets.find((a) => a.device_id === 2)).toMatchObject({ ip_address: '192.168.1.37', hostname: 'MACBOOKPRO-C9A7', findings: [] });
  });

  it('when report_auth.xml (format 2.0) is imported, then its 4 assets have no CVE findings and 4 vulnerabilities are reported', async () => {
    const items = await collect(importNexposeFile(REAL.nexposeReportAuth()));
    expect(assetsOf(items).map((a) => [a.device_id, a.ip_address, a.hostname, a.os, a.findings.length])).toEqual([
      [26083, '192.168.0.12', 'host0', 'Ubuntu Linux 20.04', 0],
      [26084, '192.168.0.10', 'host1', 'Ubuntu Linux 20.04', 0],
      [26086, '192.168.0.11', 'host3', 'Ubuntu Linux 20.04', 0],
      [26088, '192.168.0.42', 'host4', 'Ubuntu Linux 20.04', 0],
    ]);
    expect(
      skippedOf(items)
        .map((s) => s.subject)
        .sort(),
    ).toEqual(['vulnerability generic-tcp-timestamp', 'vulnerability linux-grub-missing-passwd', 'vulnerability linux-icmp-redirect', 'vulnerability unix-user-home-dir-mode']);
  });
});

describe('Nexpose importer on edge cases', () => {
  it('when test ids differ in case from definitions and repeat per endpoint, then they match and give one finding', async () => {
    const assets = assetsOf(await collect(importNexposeFile(fixturePath('nexpose-quirks.xml'))));
    const web = assets.find((a) => a.device_id === 501);
    expect(web).toMatchObject({ fqdn: 'web-01.corp.example', hostname: 'web-01', os: 'Ubuntu Linux 22.04', last_seen: '2024-01-02T04:05:06.789Z' });
    expect(web?.findings).toEqual([
      {
        cve_id: 'CVE-2021-41773',
        title: 'Apache HTTPD: Path traversal and file disclosure (CVE-2021-41773)',
        severity: 'critical',
        cvss: 7.5,
        description: 'A flaw was found in a change made to path normalization in Apache HTTP Server 2.4.49.',
        solution: '- Upgrade to 2.4.51.\n- Restrict access.',
        scanner_ref: 'Apache-HTTPD-CVE-2021-41773',
        // The vector of the score's version (v3), and the definition's exploit.
        cvss_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N',
        exploit_available: true,
      },
    ]);
  });

  it('when a node lacks a device-id or has a bad address, or a test lacks a definition, then it is handled and reported', async () => {
    const items = await collect(importNexposeFile(fixturePath('nexpose-quirks.xml')));
    const assets = assetsOf(items);
    expect(assets.find((a) => a.ip_address === '10.50.0.2')).toMatchObject({ device_id: null, hostname: 'file-02' });
    expect(assets.find((a) => a.device_id === 503)).toMatchObject({ ip_address: null, hostname: 'odd-03' });
    expect(skippedOf(items).map((s) => `${s.subject}: ${s.reason}`)).toEqual([
      'node 10.50.0.300 (device-id 503): invalid IP address "10.50.0.300"; asset kept without an address',
      'vulnerability ssl-self-signed-certificate: no CVE reference (vulnerable on 1 asset)',
      'test no-such-definition: no vulnerability definition in the file (vulnerable on 1 asset)',
    ]);
  });
});

describe('OpenVAS importer', () => {
  // 44 results: 21 without a CVE reference, 23 naming 55 CVE references (46 distinct) on one host.
  it('when the real metasploitable2 report is imported, then one asset carries the CVE results and the rest is reported', async () => {
    const items = await collect(importOpenVasFile(REAL.openvasManyVuln()));
    const [asset, ...others] = assetsOf(items);
    expect(others).toEqual([]);
    expect(asset).toMatchObject({ format: 'openvas', device_id: null, ip_address: null, hostname: 'b6b9f466d63', last_seen: '2023-09-26T13:04:00.000Z' });
    expect(asset.findings).toHaveLength(55);
    expect(new Set(asset.findings.map((f) => f.cve_id)).size).toBe(46);
    const skipped = skippedOf(items);
    expect(skipped.filter((s) => s.reason === 'no CVE reference')).toHaveLength(21);
    expect(skipped).toContainEqual({
      file: REAL.openvasManyVuln(),
      subject: 'host 192.168.1.1001',
      reason: 'invalid IP address "192.168.1.1001"; asset kept without an address, identified by hostname b6b9f466d63',
    });
  });

  it('when a result names a CVE, then title, severity, score and texts come from the NVT', async () => {
    const [asset] = assetsOf(await collect(importOpenVasFile(REAL.openvasManyVuln())));
    expect(asset.findings.find((f) => f.cve_id === 'CVE-1999-0618')).toEqual({
      cve_id: 'CVE-1999-0618',
      title: 'The rexec service is running',
      severity: 'critical',
      cvss: 10,
      description: 'This remote host is running a rexec service.',
      solution: 'Disable the rexec service and use alternatives like SSH instead.',
      scanner_ref: '1.3.6.1.4.1.25623.1.0.100111',
      cvss_vector: null,
      exploit_available: false,
    });
  });

  it('when an NVT lists severities of several CVSS versions and was found by an exploit, then the highest version is its vector and the exploit counts', async () => {
    const [asset] = assetsOf(await collect(importOpenVasFile(fixturePath('openvas-quirks.xml'))));
    expect(asset.findings.filter((f) => f.cve_id === 'CVE-2012-1823').map((f) => [f.scanner_ref, f.cvss_vector, f.exploit_available])).toEqual([
      ['1.3.6.1.4.1.25623.1.0.900001', null, false],
      ['1.3.6.1.4.1.25623.1.0.900004', 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', true],
    ]);
  });

  it('when an older report lists CVEs in nvt/cve and marks a false positive, then both are understood', async () => {
    const items = await collect(importOpenVasFile(fixturePath('openvas-quirks.xml')));
    const [asset] = assetsOf(items);
    expect(asset).toMatchObject({ ip_address: '10.60.0.5', fqdn: 'legacy-05.corp.example', hostname: 'legacy-05', os: 'Debian GNU/Linux 7', last_seen: '2024-03-01T11:00:00.000Z' });
    expect(asset.findings.map((f) => [f.cve_id, f.scanner_ref, f.cvss])).toEqual([
      ['CVE-2012-1823', '1.3.6.1.4.1.25623.1.0.900001', 7.5],
      ['CVE-2012-2311', '1.3.6.1.4.1.25623.1.0.900001', 7.5],
      ['CVE-2012-1823', '1.3.6.1.4.1.25623.1.0.900004', 9.8],
    ]);
    expect(asset.findings[0]).toMatchObject({
      title: 'PHP-CGI query string parameter injection',
      description: 'PHP is prone to an information-disclosure vulnerability.\n\nSecond paragraph.',
      solution: 'Upgrade PHP.',
    });
    expect(skippedOf(items).map((s) => s.reason)).toEqual(['no CVE reference', 'marked false positive (threat "False Positive", severity -1.0)']);
  });
});

describe('alpha format detection', () => {
  it.each([
    [REAL.nexposeManyVulns, 'nexpose'],
    [REAL.openvasManyVuln, 'openvas'],
    [REAL.nessusWithCwe, 'nessus'],
  ])('when the root element is read, then the format is known (%#)', async (file, format) => {
    await expect(detectScanFormat(file())).resolves.toBe(format);
  });

  it('when a Nessus export is given as an alpha source, then SourceFileError says it is not one', async () => {
    await expect(collect(importAlphaFile(REAL.nessusWithCwe()))).rejects.toThrow(/a nessus export is not an alpha source/);
  });

  it('when the root element is unknown, then SourceFileError lists the known ones', async () => {
    const error = await detectScanFormat(fixturePath('not-a-scan.xml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFileError);
    expect((error as Error).message).toMatch(/unknown scan format: root element <inventory> is none of <NessusClientData_v2>, <NexposeReport>, <report>/);
  });
});
