import { SEVERITIES } from '@vmdash/domain';
import type { BetaFinding } from '../snapshot/snapshot.types';
import { demoScannerFacts } from './demo-catalog';
import { type DemoBetaOptions, demoBetaFindingsOfHost, demoBetaHosts } from './demo-beta.generator';

/**
 * The beta demo dataset as a Tenable Nessus v2 export, for benchmarks of the real import path. Importing the output
 * with an empty registry gives the demo's hosts and findings with the same ids (host_id 1..N in file order,
 * active_host_findings_id in order of ReportItems); first_seen, owner and bu_team then come from the registry and
 * the inventory instead.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RISK_FACTORS = ['None', 'Low', 'Medium', 'High', 'Critical'];

/**
 * The export in pieces of about one host each (the XML declaration and root first, the closing tags last), so that a
 * writer can stream any size with flat memory.
 */
export function* demoNessusXmlChunks(options: DemoBetaOptions): Generator<string> {
  yield '<?xml version="1.0" ?>\n<NessusClientData_v2>\n<Report name="vmdash synthetic benchmark" xmlns:cm="http://www.nessus.org/cm">\n';
  let index = 0;
  for (const host of demoBetaHosts(options)) {
    const parts: string[] = [
      `<ReportHost name="${xml(host.ip_address ?? '')}"><HostProperties>\n`,
      tag('HOST_END', nessusDate(host.last_seen)),
      tag('operating-system', host.os),
      tag('host-ip', host.ip_address),
      tag('host-fqdn', host.fqdn),
      tag('netbios-name', host.hostname),
      tag('HOST_START', nessusDate(host.last_seen === null ? null : new Date(Date.parse(host.last_seen) - 1_800_000).toISOString())),
      '</HostProperties>\n',
    ];
    for (const finding of demoBetaFindingsOfHost(index, options)) parts.push(reportItem(finding));
    parts.push('</ReportHost>\n');
    index += 1;
    yield parts.join('');
  }
  yield '</Report>\n</NessusClientData_v2>\n';
}

function reportItem(f: BetaFinding): string {
  const level = SEVERITIES.indexOf(f.severity);
  const facts = demoScannerFacts(f.cve_ids);
  const vector = facts.cvss_vector;
  const children = [
    ...f.cve_ids.map((cve) => `<cve>${cve}</cve>\n`),
    f.cvss === null ? '' : `<cvss3_base_score>${f.cvss.toFixed(1)}</cvss3_base_score>\n`,
    vector === null ? '' : vector.startsWith('CVSS:4.0/') ? `<cvss4_vector>${vector}</cvss4_vector>\n` : `<cvss3_vector>${vector}</cvss3_vector>\n`,
    facts.exploit_available ? '<exploit_available>true</exploit_available>\n' : '',
    `<description>${xml(f.description ?? '')}</description>\n`,
    `<plugin_name>${xml(f.title)}</plugin_name>\n`,
    `<risk_factor>${RISK_FACTORS[level]}</risk_factor>\n`,
    `<solution>${xml(f.solution ?? 'n/a')}</solution>\n`,
    `<synopsis>${xml(f.title)}</synopsis>\n`,
    // Real exports carry plugin output; the importer drops it, but it is part of the bytes to parse.
    `<plugin_output>Synthetic plugin output for ${xml(f.title)} on port ${f.port}/${f.protocol}.</plugin_output>\n`,
  ];
  return (
    `<ReportItem port="${f.port}" svc_name="${xml(f.service ?? 'general')}" protocol="${f.protocol}" severity="${level}" ` +
    `pluginID="${f.scanner_id}" pluginName="${xml(f.title)}" pluginFamily="${xml(f.plugin_family ?? 'General')}">\n` +
    `${children.join('')}</ReportItem>\n`
  );
}

function tag(name: string, value: string | null): string {
  return value === null ? '' : `<tag name="${name}">${xml(value)}</tag>\n`;
}

/** Nessus's HOST_END format, "Tue Jun 25 10:39:42 2013" (UTC), from an ISO date. */
function nessusDate(iso: string | null): string | null {
  if (iso === null) return null;
  const d = new Date(iso);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCFullYear()}`;
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
