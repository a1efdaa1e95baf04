import type { BetaFindingObservation, BetaHostObservation, BetaImportItem } from './observations';
import { skipped } from './observations';
import {
  isIpAddress,
  nonEmpty,
  normalizeCvssVector,
  parseCveList,
  parseCvssScore,
  parseIpAddress,
  parseNessusDate,
  parseNonNegativeInt,
  parseUnixSeconds,
  severityFromNessusLevel,
  severityFromWord,
} from './scan-values';
import { detachOrNull, StringPool } from './string-pool';
import { childElements, childText, streamXmlFile, textContent, type XmlElement } from './xml-stream';
import { normalizeInline, normalizeMultiline } from './xml-text';

/** ReportItem elements whose "true" says a public exploit exists (Nessus plugin attributes). */
const NESSUS_EXPLOIT_TAGS = ['exploit_available', 'exploit_framework_metasploit', 'exploit_framework_core', 'exploit_framework_canvas', 'exploited_by_malware'];

/** Root element of a Tenable Nessus v2 export (`.nessus`). */
export const NESSUS_ROOT = 'NessusClientData_v2';

interface HostAcc {
  name: string;
  properties: Map<string, string>;
  findings: Map<string, BetaFindingObservation>;
}

/**
 * Reads a Tenable Nessus v2 export (`NessusClientData_v2` > Report > ReportHost > HostProperties, ReportItem) and
 * yields one observation per ReportHost, plus skipped records.
 *
 * Host: ip from `host-ip` (else the ReportHost name when it is an address), fqdn from `host-fqdn`, hostname from
 * `netbios-name` (else the first label of the fqdn or name), os from the first line of `operating-system`,
 * last_seen from `HOST_END_TIMESTAMP`/`HOST_END` (else the start). Finding per ReportItem: pluginID (scanner_id),
 * pluginName, severity 0–4 (else `risk_factor`), `cvss3_base_score` else `cvss_base_score`, every `cve`, port,
 * protocol, svc_name, pluginFamily, description, solution; for the risk score `cvss4_vector`, else the vector of the
 * score's version (`cvss3_vector` or `cvss_vector`), and whether an exploit is available (NESSUS_EXPLOIT_TAGS). The same plugin twice on one host, port and protocol
 * (duplicate plugin output) is one finding with the union of CVEs.
 *
 * Skips, with a reason: a ReportItem without pluginID; a host with neither address nor name. An invalid `host-ip`
 * (e.g. `192.168.1.1001`) is reported and the host kept without an address.
 *
 * @throws SourceFileError when the file is unreadable, not well-formed, or not a Nessus v2 export.
 */
export function importNessusFile(file: string): AsyncGenerator<BetaImportItem> {
  return streamXmlFile<BetaImportItem>(file, (emit) => {
    const pool = new StringPool();
    let host: HostAcc | null = null;
    return {
      roots: [NESSUS_ROOT],
      dropTextOf: new Set(['plugin_output']),
      capture: (name, ancestors) => (name === 'HostProperties' || name === 'ReportItem') && ancestors[ancestors.length - 1] === 'ReportHost',
      onOpen(name, attributes) {
        if (name === 'ReportHost') host = { name: attributes.name ?? '', properties: new Map(), findings: new Map() };
      },
      onElement(element) {
        if (host === null) return;
        if (element.name === 'HostProperties') {
          for (const tag of childElements(element, 'tag')) {
            const name = tag.attributes.name;
            if (name !== undefined) host.properties.set(name, textContent(tag));
          }
          return;
        }
        const finding = readReportItem(element, pool);
        if (typeof finding === 'string') {
          emit(skipped(file, `ReportItem "${element.attributes.pluginName ?? ''}" on host ${host.name}`, finding));
          return;
        }
        const key = `${finding.scanner_id}|${finding.port}|${finding.protocol}`;
        const seen = host.findings.get(key);
        if (seen === undefined) host.findings.set(key, finding);
        else seen.cve_ids = pool.internList([...new Set([...seen.cve_ids, ...finding.cve_ids])]);
      },
      onClose(name) {
        if (name !== 'ReportHost' || host === null) return;
        const done = host;
        host = null;
        for (const item of toHostObservation(file, done, pool)) emit(item);
      },
    };
  });
}

function toHostObservation(file: string, host: HostAcc, pool: StringPool): BetaImportItem[] {
  const items: BetaImportItem[] = [];
  const prop = (name: string): string | null => nonEmpty(host.properties.get(name));
  const subject = `host ${host.name || '(unnamed)'}`;

  const rawIp = prop('host-ip');
  let ip = parseIpAddress(rawIp);
  if (rawIp !== null && ip === null) {
    items.push(skipped(file, subject, `invalid IP address "${rawIp}" in host-ip; host kept without an address`));
  }
  ip ??= parseIpAddress(host.name);

  const nameIsAddress = isIpAddress(host.name) || nonEmpty(host.name) === null;
  const rawFqdn = prop('host-fqdn');
  const fqdn = rawFqdn !== null && !isIpAddress(rawFqdn) ? rawFqdn : !nameIsAddress && host.name.includes('.') ? host.name : null;
  const hostname = prop('netbios-name') ?? shortName(fqdn) ?? (nameIsAddress ? null : shortName(host.name));

  if (ip === null && fqdn === null && hostname === null) {
    items.push(skipped(file, subject, `host without an IP address or a name; its ${host.findings.size} findings left out`));
    return items;
  }
  const observation: BetaHostObservation = {
    kind: 'host',
    file,
    ip_address: detachOrNull(ip),
    fqdn: detachOrNull(fqdn),
    hostname: detachOrNull(hostname),
    os: pool.internOrNull(firstLine(prop('operating-system'))),
    last_seen: parseUnixSeconds(prop('HOST_END_TIMESTAMP')) ?? parseNessusDate(prop('HOST_END')) ?? parseUnixSeconds(prop('HOST_START_TIMESTAMP')) ?? parseNessusDate(prop('HOST_START')),
    findings: [...host.findings.values()],
  };
  items.push(observation);
  return items;
}

/** A finding, or the reason the ReportItem is skipped. */
function readReportItem(item: XmlElement, pool: StringPool): BetaFindingObservation | string {
  const a = item.attributes;
  const scannerId = nonEmpty(a.pluginID);
  if (scannerId === null) return 'ReportItem without pluginID';
  const text = (name: string): string | null => nonEmpty(childText(item, name));
  const solution = normalizeMultiline(text('solution'));
  const cvss3 = parseCvssScore(text('cvss3_base_score'));
  const vector = normalizeCvssVector(text('cvss4_vector')) ?? (cvss3 !== null ? normalizeCvssVector(text('cvss3_vector')) : normalizeCvssVector(text('cvss_vector')));
  return {
    scanner_id: pool.intern(scannerId),
    title: pool.intern(normalizeInline(a.pluginName) ?? normalizeInline(text('plugin_name')) ?? `Nessus plugin ${scannerId}`),
    severity: severityFromNessusLevel(a.severity) ?? severityFromWord(text('risk_factor')) ?? 'info',
    cvss: cvss3 ?? parseCvssScore(text('cvss_base_score')),
    cvss_vector: vector === null ? null : pool.intern(vector),
    exploit_available: NESSUS_EXPLOIT_TAGS.some((tag) => text(tag)?.toLowerCase() === 'true'),
    cve_ids: pool.internList([...new Set(childElements(item, 'cve').flatMap((cve) => parseCveList(textContent(cve))))]),
    port: parseNonNegativeInt(a.port) ?? 0,
    protocol: pool.intern(nonEmpty(a.protocol)?.toLowerCase() ?? 'tcp'),
    service: pool.internOrNull(nonEmpty(a.svc_name)),
    plugin_family: pool.internOrNull(nonEmpty(a.pluginFamily)),
    description: pool.internOrNull(normalizeMultiline(text('description'))),
    // Informational plugins say "n/a": no solution.
    solution: solution === null || solution.toLowerCase() === 'n/a' ? null : pool.intern(solution),
  };
}

/** First label of a DNS name ("qa3app09.corp.example" -> "qa3app09"); null for null. */
function shortName(name: string | null): string | null {
  if (name === null) return null;
  return nonEmpty(name.split('.')[0]);
}

/** Nessus lists several OS guesses one per line, best first. */
function firstLine(text: string | null): string | null {
  if (text === null) return null;
  return nonEmpty(text.split(/\r?\n/)[0]);
}
