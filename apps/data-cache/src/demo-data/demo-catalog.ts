import { UNASSIGNED_OWNER, type Severity } from '@vmdash/domain';

/**
 * Fixed vocabulary of the synthetic demo dataset: scanner checks and CVEs that exist (ids, titles and scores as the
 * vendors publish them, shortened), owners in the style of the asset inventory. KEV dates are those of CISA's catalog
 * (2025-08-25 edition; a test checks them against the catalog file).
 */

/** A Nessus plugin as the beta demo uses it. */
interface DemoPlugin {
  scanner_id: string;
  title: string;
  severity: Severity;
  cvss: number | null;
  cve_ids: string[];
  /** Earliest KEV dateAdded among cve_ids, null when none is in KEV. */
  kev_date_added: string | null;
  port: number;
  protocol: 'tcp' | 'udp';
  service: string;
  plugin_family: string;
  description: string;
  solution: string | null;
}

/** A CVE as the alpha demo uses it, with the Nexpose check that reports it. */
interface DemoCve {
  cve_id: string;
  title: string;
  severity: Severity;
  cvss: number;
  kev_date_added: string | null;
  scanner_ref: string;
  solution: string;
}

type PluginRow = [
  id: string,
  title: string,
  severity: Severity,
  cvss: number | null,
  cves: string,
  kev: string | null,
  port: number,
  protocol: 'tcp' | 'udp',
  service: string,
  family: string,
  solution: string | null,
];

const PLUGIN_ROWS: PluginRow[] = [
  ['19506', 'Nessus Scan Information', 'info', null, '', null, 0, 'tcp', 'general', 'Settings', null],
  ['11219', 'Nessus SYN scanner', 'info', null, '', null, 22, 'tcp', 'ssh', 'Port scanners', null],
  ['22964', 'Service Detection', 'info', null, '', null, 443, 'tcp', 'www', 'Service detection', null],
  ['10287', 'Traceroute Information', 'info', null, '', null, 0, 'udp', 'general', 'General', null],
  ['11936', 'OS Identification', 'info', null, '', null, 0, 'tcp', 'general', 'General', null],
  ['45590', 'Common Platform Enumeration (CPE)', 'info', null, '', null, 0, 'tcp', 'general', 'General', null],
  ['10863', 'SSL Certificate Information', 'info', null, '', null, 443, 'tcp', 'www', 'General', null],
  ['56984', 'SSL / TLS Versions Supported', 'info', null, '', null, 443, 'tcp', 'www', 'General', null],
  ['10107', 'HTTP Server Type and Version', 'info', null, '', null, 80, 'tcp', 'www', 'Web Servers', null],
  [
    '10114',
    'ICMP Timestamp Request Remote Date Disclosure',
    'low',
    2.1,
    'CVE-1999-0524',
    null,
    0,
    'udp',
    'general',
    'General',
    'Filter out the ICMP timestamp requests (13), and the outgoing ICMP timestamp replies (14).',
  ],
  ['57582', 'SSL Self-Signed Certificate', 'medium', 6.5, '', null, 443, 'tcp', 'www', 'General', 'Purchase or generate a proper SSL certificate for this service.'],
  ['51192', 'SSL Certificate Cannot Be Trusted', 'medium', 6.5, '', null, 443, 'tcp', 'www', 'General', 'Purchase or generate a proper SSL certificate for this service.'],
  ['104743', 'TLS Version 1.0 Protocol Detection', 'medium', 6.5, '', null, 443, 'tcp', 'www', 'Service detection', 'Enable support for TLS 1.2 and 1.3, and disable support for TLS 1.0.'],
  ['57608', 'SMB Signing not required', 'medium', 5.3, '', null, 445, 'tcp', 'cifs', 'Misc.', "Enforce message signing in the host's configuration."],
  [
    '18405',
    'Microsoft Windows Remote Desktop Protocol Server Man-in-the-Middle Weakness',
    'medium',
    5.1,
    'CVE-2005-1794',
    null,
    3389,
    'tcp',
    'msrdp',
    'Windows',
    'Force the use of SSL as a transport layer for this service if supported.',
  ],
  [
    '65821',
    'SSL RC4 Cipher Suites Supported (Bar Mitzvah)',
    'medium',
    5.9,
    'CVE-2013-2566,CVE-2015-2808',
    null,
    443,
    'tcp',
    'www',
    'General',
    'Reconfigure the affected application, if possible, to avoid use of RC4 ciphers.',
  ],
  ['78479', 'SSLv3 Padding Oracle On Downgraded Legacy Encryption Vulnerability (POODLE)', 'low', 3.4, 'CVE-2014-3566', null, 443, 'tcp', 'www', 'General', 'Disable SSLv3.'],
  [
    '42873',
    'SSL Medium Strength Cipher Suites Supported (SWEET32)',
    'high',
    7.5,
    'CVE-2016-2183',
    null,
    443,
    'tcp',
    'www',
    'General',
    'Reconfigure the affected application if possible to avoid use of medium strength ciphers.',
  ],
  ['73412', 'OpenSSL Heartbeat Information Disclosure (Heartbleed)', 'high', 7.5, 'CVE-2014-0160', '2022-05-04', 443, 'tcp', 'www', 'General', 'Upgrade to OpenSSL 1.0.1g or later.'],
  [
    '97833',
    'MS17-010: Security Update for Microsoft Windows SMB Server (ETERNALBLUE)',
    'high',
    8.1,
    'CVE-2017-0143,CVE-2017-0144,CVE-2017-0145,CVE-2017-0146,CVE-2017-0147,CVE-2017-0148',
    '2021-11-03',
    445,
    'tcp',
    'cifs',
    'Windows',
    'Microsoft has released a set of patches for Windows Vista, 2008, 7, 2008 R2, 2012, 8.1, RT 8.1, 2012 R2, 10, and 2016.',
  ],
  [
    '125313',
    'Microsoft RDP RCE (CVE-2019-0708) (BlueKeep) (uncredentialed check)',
    'critical',
    9.8,
    'CVE-2019-0708',
    '2021-11-03',
    3389,
    'tcp',
    'msrdp',
    'Windows',
    'Microsoft has released a set of patches for Windows XP, 2003, 2008, 7, and 2008 R2.',
  ],
  [
    '156014',
    'Apache Log4Shell RCE detection via callback correlation (Direct Check HTTP)',
    'critical',
    10.0,
    'CVE-2021-44228',
    '2021-12-10',
    8080,
    'tcp',
    'www',
    'Web Servers',
    'Upgrade to Apache Log4j version 2.3.1 / 2.12.3 / 2.15.0 or later.',
  ],
  [
    '134862',
    'Apache Tomcat AJP Connector Request Injection (Ghostcat)',
    'critical',
    9.8,
    'CVE-2020-1938',
    '2022-03-03',
    8009,
    'tcp',
    'ajp13',
    'Web Servers',
    'Update the AJP configuration to require authorization and/or upgrade the Tomcat server to 7.0.100, 8.5.51, 9.0.31 or later.',
  ],
  [
    '147003',
    'Microsoft Exchange Server Authentication Bypass (ProxyLogon)',
    'critical',
    9.8,
    'CVE-2021-26855',
    '2021-11-03',
    443,
    'tcp',
    'www',
    'Windows',
    'Apply the March 2021 Exchange Server security updates.',
  ],
  [
    '161721',
    'Atlassian Confluence OGNL Injection RCE (CVE-2022-26134)',
    'critical',
    9.8,
    'CVE-2022-26134',
    '2022-06-02',
    8090,
    'tcp',
    'www',
    'CGI abuses',
    'Upgrade Atlassian Confluence to 7.4.17, 7.13.7, 7.14.3, 7.15.2, 7.16.4, 7.17.4, 7.18.1 or later.',
  ],
  ['11213', 'HTTP TRACE / TRACK Methods Allowed', 'medium', 5.3, 'CVE-2003-1567,CVE-2004-2320,CVE-2010-0386', null, 80, 'tcp', 'www', 'Web Servers', 'Disable these HTTP methods.'],
  [
    '35291',
    'SSL Certificate Signed Using Weak Hashing Algorithm',
    'medium',
    7.5,
    'CVE-2004-2761',
    null,
    443,
    'tcp',
    'www',
    'General',
    'Contact the Certificate Authority to have the SSL certificate reissued.',
  ],
  [
    '90510',
    'MS16-047: Security Update for SAM and LSAD Remote Protocols (3148527) (Badlock)',
    'medium',
    6.8,
    'CVE-2016-0128,CVE-2016-2118',
    null,
    445,
    'tcp',
    'cifs',
    'Windows',
    'Microsoft has released a set of patches for Windows Vista, 2008, 7, 2008 R2, 2012, 8.1, RT 8.1, 2012 R2, and 10.',
  ],
  ['108797', 'Unsupported Windows OS (remote)', 'critical', 10.0, '', null, 0, 'tcp', 'general', 'Windows', 'Upgrade to a version of Windows that is currently supported.'],
  ['153953', 'SSH Weak Key Exchange Algorithms Enabled', 'low', 3.7, '', null, 22, 'tcp', 'ssh', 'Misc.', 'Contact the vendor or consult product documentation to disable the weak algorithms.'],
  [
    '187315',
    'SSH Terrapin Prefix Truncation Weakness (CVE-2023-48795)',
    'medium',
    5.9,
    'CVE-2023-48795',
    null,
    22,
    'tcp',
    'ssh',
    'Misc.',
    'Contact the vendor for an update with the strict key exchange countermeasures or disable the affected algorithms.',
  ],
  ['12217', 'DNS Server Cache Snooping Remote Information Disclosure', 'medium', 5.0, '', null, 53, 'udp', 'dns', 'DNS', 'Contact the vendor of the DNS software for a fix.'],
];

/** Nessus plugins of the beta demo (real plugin ids; info, low, medium, high and critical; some CVEs in KEV). */
export const DEMO_PLUGINS: readonly DemoPlugin[] = PLUGIN_ROWS.map(([scanner_id, title, severity, cvss, cves, kev, port, protocol, service, plugin_family, solution]) => ({
  scanner_id,
  title,
  severity,
  cvss,
  cve_ids: cves === '' ? [] : cves.split(','),
  kev_date_added: kev,
  port,
  protocol,
  service,
  plugin_family,
  description: `Synthetic demo finding: ${title}.`,
  solution,
}));

type CveRow = [cve: string, title: string, severity: Severity, cvss: number, kev: string | null, ref: string, solution: string];

const CVE_ROWS: CveRow[] = [
  ['CVE-2014-0160', 'OpenSSL Heartbeat (Heartbleed) information disclosure', 'high', 7.5, '2022-05-04', 'http-openssl-cve-2014-0160', 'Upgrade OpenSSL to 1.0.1g or later.'],
  ['CVE-2017-0144', 'MS17-010: Windows SMB remote code execution (EternalBlue)', 'high', 8.1, '2022-02-10', 'msft-cve-2017-0144', 'Apply Microsoft security update MS17-010.'],
  ['CVE-2019-0708', 'Remote Desktop Services remote code execution (BlueKeep)', 'critical', 9.8, '2021-11-03', 'msft-cve-2019-0708', 'Apply the May 2019 Windows security update.'],
  ['CVE-2021-44228', 'Apache Log4j JNDI remote code execution (Log4Shell)', 'critical', 10.0, '2021-12-10', 'apache-log4j-core-cve-2021-44228', 'Upgrade Apache Log4j to 2.17.1 or later.'],
  ['CVE-2012-1823', 'PHP-CGI query string parameter injection', 'high', 7.5, '2022-03-25', 'php-cve-2012-1823', 'Upgrade PHP to 5.3.12 / 5.4.2 or later.'],
  ['CVE-2020-1938', 'Apache Tomcat AJP file read and inclusion (Ghostcat)', 'critical', 9.8, '2022-03-03', 'apache-tomcat-cve-2020-1938', 'Upgrade Tomcat or disable the AJP connector.'],
  ['CVE-2021-26855', 'Microsoft Exchange Server SSRF (ProxyLogon)', 'critical', 9.8, '2021-11-03', 'msft-cve-2021-26855', 'Apply the March 2021 Exchange Server security updates.'],
  ['CVE-2020-1472', 'Netlogon elevation of privilege (Zerologon)', 'critical', 10.0, '2021-11-03', 'msft-cve-2020-1472', 'Apply the August 2020 Windows security update and enforce secure RPC.'],
  [
    'CVE-2021-34527',
    'Windows Print Spooler remote code execution (PrintNightmare)',
    'high',
    8.8,
    '2021-11-03',
    'msft-cve-2021-34527',
    'Apply the July 2021 Windows security update; disable the Print Spooler where unused.',
  ],
  [
    'CVE-2017-5638',
    'Apache Struts Jakarta multipart parser remote code execution',
    'critical',
    10.0,
    '2021-11-03',
    'apache-struts-cve-2017-5638',
    'Upgrade Apache Struts to 2.3.32 / 2.5.10.1 or later.',
  ],
  ['CVE-2004-0230', 'TCP sequence number approximation', 'medium', 5.0, null, 'tcp-seq-num-approximation', 'Enable TCP MD5 signatures or randomised initial sequence numbers.'],
  ['CVE-1999-0524', 'ICMP timestamp response', 'low', 2.1, null, 'generic-icmp-timestamp', 'Block ICMP types 13 and 14 at the firewall.'],
  ['CVE-2016-2183', 'TLS/SSL birthday attack on 64-bit block ciphers (SWEET32)', 'high', 7.5, null, 'ssl-cve-2016-2183-sweet32', 'Disable 3DES and other 64-bit block ciphers.'],
  ['CVE-2013-2566', 'TLS/SSL RC4 cipher suites supported', 'medium', 5.9, null, 'rc4-cve-2013-2566', 'Disable RC4 cipher suites.'],
  ['CVE-2014-3566', 'SSLv3 padding oracle (POODLE)', 'low', 3.4, null, 'sslv3-supported', 'Disable SSLv3.'],
  ['CVE-2016-0800', 'SSLv2 cross-protocol attack (DROWN)', 'medium', 5.9, null, 'sslv2-and-up-enabled', 'Disable SSLv2.'],
  ['CVE-2015-4000', 'TLS export Diffie-Hellman downgrade (Logjam)', 'low', 3.7, null, 'tls-dh-export-ciphers', 'Disable export cipher suites and use 2048-bit Diffie-Hellman groups.'],
  ['CVE-2018-15473', 'OpenSSH username enumeration', 'medium', 5.3, null, 'openssh-cve-2018-15473', 'Upgrade OpenSSH to 7.8 or later.'],
  ['CVE-2023-48795', 'SSH prefix truncation (Terrapin)', 'medium', 5.9, null, 'ssh-cve-2023-48795', 'Upgrade the SSH server and enable strict key exchange.'],
  ['CVE-2005-1794', 'Remote Desktop Protocol server man-in-the-middle weakness', 'medium', 5.1, null, 'windows-rdp-mitm', 'Require TLS and Network Level Authentication for RDP.'],
  ['CVE-2009-1252', 'NTP ntpd autokey stack buffer overflow', 'medium', 6.8, null, 'ntpd-crypto-recv-buffer-overflow', 'Upgrade ntpd to 4.2.4p7 or later.'],
  ['CVE-2022-26134', 'Atlassian Confluence OGNL injection', 'critical', 9.8, '2022-06-02', 'atlassian-confluence-cve-2022-26134', 'Upgrade Confluence to a fixed version.'],
  [
    'CVE-2023-4966',
    'Citrix NetScaler ADC sensitive information disclosure (Citrix Bleed)',
    'critical',
    9.4,
    '2023-10-18',
    'citrix-adc-cve-2023-4966',
    'Upgrade NetScaler ADC and Gateway to a fixed build and kill active sessions.',
  ],
  ['CVE-2024-3400', 'Palo Alto Networks PAN-OS GlobalProtect command injection', 'critical', 10.0, '2024-04-12', 'paloalto-pan-os-cve-2024-3400', 'Upgrade PAN-OS to a fixed version.'],
];

/** CVEs of the alpha demo (some in KEV), each with the Nexpose check id that reports it. */
export const DEMO_CVES: readonly DemoCve[] = CVE_ROWS.map(([cve_id, title, severity, cvss, kev_date_added, scanner_ref, solution]) => ({
  cve_id,
  title,
  severity,
  cvss,
  kev_date_added,
  scanner_ref,
  solution,
}));

/** Owner and business-unit team pairs, as the asset inventory names them; null team: unassigned. */
export const DEMO_OWNERS: ReadonlyArray<{ owner: string; bu_team: string | null }> = [
  { owner: 'payments-platform', bu_team: 'retail-banking' },
  { owner: 'card-services', bu_team: 'retail-banking' },
  { owner: 'identity-team', bu_team: 'corporate-it' },
  { owner: 'data-platform', bu_team: 'corporate-it' },
  { owner: 'workplace-it', bu_team: 'corporate-it' },
  { owner: 'network-ops', bu_team: 'infrastructure' },
  { owner: 'trading-desk', bu_team: 'markets' },
  { owner: 'risk-analytics', bu_team: 'markets' },
  { owner: 'web-frontend', bu_team: 'digital-channels' },
  { owner: 'board-portal', bu_team: 'governance' },
  { owner: UNASSIGNED_OWNER, bu_team: null },
];

/** Host roles (first label of demo hostnames) and the operating systems they run. */
export const DEMO_ROLES: ReadonlyArray<{ role: string; os: readonly string[] }> = [
  { role: 'web', os: ['Linux Kernel 5.15 on Ubuntu 22.04', 'Linux Kernel 4.18 on Red Hat Enterprise Linux 8'] },
  { role: 'app', os: ['Microsoft Windows Server 2019 Standard', 'Linux Kernel 5.14 on Red Hat Enterprise Linux 9'] },
  { role: 'db', os: ['Linux Kernel 4.18 on Red Hat Enterprise Linux 8', 'Microsoft Windows Server 2016 Standard'] },
  { role: 'dc', os: ['Microsoft Windows Server 2022 Datacenter', 'Microsoft Windows Server 2012 R2 Standard'] },
  { role: 'fs', os: ['Microsoft Windows Server 2019 Standard'] },
  { role: 'ws', os: ['Microsoft Windows 10 Enterprise', 'Microsoft Windows 11 Enterprise', 'Mac OS X 14.4'] },
  { role: 'fw', os: ['Cisco ASA 9.16', 'FortiOS 7.2'] },
];

/** Deployment environments (second label of demo hostnames). */
export const DEMO_ENVIRONMENTS = ['prod', 'qa', 'dev', 'preprod'] as const;

/**
 * CISA KEV catalog entries of the demo's CVEs (2025-08-25 edition, as the dates above; a test checks them against the
 * catalog file): [dateAdded, dueDate, knownRansomwareCampaignUse is "Known"].
 */
export const DEMO_KEV: Readonly<Record<string, readonly [dateAdded: string, dueDate: string, ransomware: boolean]>> = {
  'CVE-2012-1823': ['2022-03-25', '2022-04-15', false],
  'CVE-2014-0160': ['2022-05-04', '2022-05-25', false],
  'CVE-2017-0143': ['2021-11-03', '2022-05-03', true],
  'CVE-2017-0144': ['2022-02-10', '2022-08-10', true],
  'CVE-2017-0145': ['2022-02-10', '2022-08-10', true],
  'CVE-2017-0146': ['2022-03-25', '2022-04-15', true],
  'CVE-2017-0147': ['2022-05-24', '2022-06-14', true],
  'CVE-2017-0148': ['2022-04-06', '2022-04-27', true],
  'CVE-2017-5638': ['2021-11-03', '2022-05-03', true],
  'CVE-2019-0708': ['2021-11-03', '2022-05-03', true],
  'CVE-2020-1472': ['2021-11-03', '2020-09-21', true],
  'CVE-2020-1938': ['2022-03-03', '2022-03-17', false],
  'CVE-2021-26855': ['2021-11-03', '2021-04-16', true],
  'CVE-2021-34527': ['2021-11-03', '2021-07-20', true],
  'CVE-2021-44228': ['2021-12-10', '2021-12-24', true],
  'CVE-2022-26134': ['2022-06-02', '2022-06-06', true],
  'CVE-2023-4966': ['2023-10-18', '2023-11-08', true],
  'CVE-2024-3400': ['2024-04-12', '2024-04-19', true],
};

/**
 * EPSS probability and percentile of the demo's CVEs. Illustrative values of the demo dataset (of the order FIRST
 * publishes for such CVEs), not FIRST's data: the demo ships no third-party data.
 */
export const DEMO_EPSS: Readonly<Record<string, readonly [epss: number, percentile: number]>> = {
  'CVE-2012-1823': [0.94, 0.999],
  'CVE-2014-0160': [0.94, 0.999],
  'CVE-2017-0143': [0.94, 0.999],
  'CVE-2017-0144': [0.94, 0.999],
  'CVE-2017-5638': [0.94, 0.999],
  'CVE-2019-0708': [0.94, 0.999],
  'CVE-2020-1472': [0.94, 0.999],
  'CVE-2020-1938': [0.94, 0.999],
  'CVE-2021-26855': [0.94, 0.999],
  'CVE-2021-34527': [0.93, 0.998],
  'CVE-2021-44228': [0.94, 0.999],
  'CVE-2022-26134': [0.94, 0.999],
  'CVE-2023-4966': [0.94, 0.999],
  'CVE-2024-3400': [0.94, 0.999],
  'CVE-2016-2183': [0.12, 0.94],
  'CVE-2018-15473': [0.45, 0.97],
  'CVE-2023-48795': [0.6, 0.98],
  'CVE-2016-0800': [0.08, 0.92],
  'CVE-2014-3566': [0.05, 0.9],
  'CVE-2015-4000': [0.02, 0.85],
  'CVE-2013-2566': [0.01, 0.8],
  'CVE-2009-1252': [0.07, 0.91],
  'CVE-2004-0230': [0.02, 0.84],
  'CVE-1999-0524': [0.001, 0.3],
};

/** CVSS vectors of some demo CVEs (NVD's v3.1 base vectors; CVE-2024-3400 with the vendor's v4.0 vector). */
export const DEMO_CVSS_VECTORS: Readonly<Record<string, string>> = {
  'CVE-2021-44228': 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H',
  'CVE-2019-0708': 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
  'CVE-2014-0160': 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N',
  'CVE-2017-0144': 'CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H',
  'CVE-2020-1472': 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H',
  'CVE-2016-2183': 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N',
  'CVE-2024-3400': 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:H/SA:H/E:A',
};

/** Demo CVEs a scanner would report a public exploit for (besides those in KEV). */
export const DEMO_EXPLOITED_CVES: ReadonlySet<string> = new Set(['CVE-2016-2183', 'CVE-2018-15473', 'CVE-2023-48795']);

/**
 * The scanner's risk facts of a demo check of `cveIds`: the vector of its first CVE that has one, and an exploit when
 * one of its CVEs is in KEV or DEMO_EXPLOITED_CVES.
 */
export function demoScannerFacts(cveIds: readonly string[]): { cvss_vector: string | null; exploit_available: boolean } {
  return {
    cvss_vector: cveIds.map((cve) => DEMO_CVSS_VECTORS[cve]).find((vector) => vector !== undefined) ?? null,
    exploit_available: cveIds.some((cve) => DEMO_KEV[cve] !== undefined || DEMO_EXPLOITED_CVES.has(cve)),
  };
}
