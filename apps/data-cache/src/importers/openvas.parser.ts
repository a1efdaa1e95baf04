import type { AlphaAssetObservation, AlphaFindingObservation, AlphaImportItem } from './observations';
import { skipped } from './observations';
import { laterDate, nonEmpty, normalizeCvssVector, parseCveId, parseCveList, parseCvssScore, parseIpAddress, parseIsoDate, severityFromScore, severityFromWord } from './scan-values';
import { StringPool } from './string-pool';
import { childElement, childElements, childText, streamXmlFile, textContent, type XmlElement } from './xml-stream';
import { normalizeInline, normalizeParagraphs } from './xml-text';

/** Root elements of a Greenbone/OpenVAS XML report: the GMP report export, or a saved `get_reports` answer. */
export const OPENVAS_ROOTS = ['report', 'get_reports_response'] as const;

interface HostGroup {
  raw: string;
  hostname: string | null;
  latestResult: string | null;
  findings: AlphaFindingObservation[];
}

interface HostBlock {
  end: string | null;
  start: string | null;
  hostname: string | null;
  os: string | null;
}

/**
 * Reads a Greenbone/OpenVAS XML report (report > results > result, and the report's per-host `host` blocks) and
 * yields one asset observation per scanned host, with one finding per CVE of each result, plus skipped records.
 *
 * Result: host address (text of `host`) and `host/hostname`, `nvt` oid (scanner ref), name, `cvss_base`, `tags`
 * (summary -> description, solution), CVEs from `refs/ref[type=cve]` or the older `nvt/cve` list; the CVSS vector
 * (nvtVector) and whether the quality of detection is "exploit"; severity from the
 * numeric `severity` on the CVSS qualitative scale, else from `threat`. Asset: last_seen from the host block's `end`
 * (else the report's `scan_end`, else the latest result's creation_time), os from the `best_os_txt` detail.
 * OpenVAS has no asset id: the snapshot builder allocates one. Host blocks follow the results, so results are kept
 * (a few fields each) until the end and emitted then.
 *
 * Skips, with a reason: results without a CVE reference, results marked false positive (threat "False Positive" or
 * a negative severity), results without a host. An invalid address (the real export's `192.168.1.1001`) is reported
 * and the host kept without an address, identified by its hostname.
 *
 * @throws SourceFileError when the file is unreadable, not well-formed, or not an OpenVAS report.
 */
export function importOpenVasFile(file: string): AsyncGenerator<AlphaImportItem> {
  return streamXmlFile<AlphaImportItem>(file, (emit) => {
    const groups = new Map<string, HostGroup>();
    const hostBlocks = new Map<string, HostBlock>();
    const pool = new StringPool();
    let scanEnd: string | null = null;
    return {
      roots: OPENVAS_ROOTS,
      capture: (name, ancestors) => {
        const parent = ancestors[ancestors.length - 1];
        if (name === 'result') return parent === 'results';
        return (name === 'host' || name === 'scan_end') && parent === 'report';
      },
      onElement(element) {
        if (element.name === 'scan_end') {
          scanEnd = parseIsoDate(textContent(element)) ?? scanEnd;
        } else if (element.name === 'host') {
          const ip = nonEmpty(childText(element, 'ip'));
          if (ip !== null) hostBlocks.set(ip, readHostBlock(element, pool));
        } else {
          readResult(file, element, groups, pool, emit);
        }
      },
      onEnd() {
        for (const group of groups.values()) {
          for (const item of toAssetObservation(file, group, hostBlocks.get(group.raw), scanEnd)) emit(item);
        }
      },
    };
  });
}

function readResult(file: string, result: XmlElement, groups: Map<string, HostGroup>, pool: StringPool, emit: (item: AlphaImportItem) => void): void {
  const hostElement = childElement(result, 'host');
  const nvt = childElement(result, 'nvt');
  const oid = pool.intern(nonEmpty(nvt?.attributes.oid) ?? '(no oid)');
  const title = pool.intern(normalizeInline(nvt === undefined ? undefined : childText(nvt, 'name')) ?? oid);
  // The address is the host element's own text; newer reports add <asset/> and <hostname> children after it.
  const raw = pool.internOrNull(hostElement === undefined ? null : nonEmpty(hostElement.content.filter((n) => typeof n === 'string').join('')));
  const port = nonEmpty(childText(result, 'port')) ?? 'general';
  const subject = `nvt ${oid} "${title}" on ${raw ?? '(no host)'} port ${port}`;
  if (raw === null || hostElement === undefined) {
    emit(skipped(file, subject, 'result without a host'));
    return;
  }
  let group = groups.get(raw);
  if (group === undefined) {
    group = { raw, hostname: null, latestResult: null, findings: [] };
    groups.set(raw, group);
  }
  group.hostname ??= pool.internOrNull(nonEmpty(childText(hostElement, 'hostname')));
  group.latestResult = laterDate(group.latestResult, parseIsoDate(childText(result, 'creation_time')));

  const threat = nonEmpty(childText(result, 'threat'));
  const severityText = nonEmpty(childText(result, 'severity'));
  const severityScore = severityText === null ? null : Number(severityText);
  if (threat?.toLowerCase() === 'false positive' || (severityScore !== null && severityScore < 0)) {
    emit(skipped(file, subject, `marked false positive (threat "${threat ?? ''}", severity ${severityText ?? ''})`));
    return;
  }
  const cves = nvt === undefined ? [] : nvtCves(nvt);
  if (cves.length === 0) {
    emit(skipped(file, subject, 'no CVE reference'));
    return;
  }
  const tags = parseTags(nvt === undefined ? undefined : childText(nvt, 'tags'));
  const score = parseCvssScore(severityText);
  const vector = nvt === undefined ? null : nvtVector(nvt, tags);
  const qod = nonEmpty(childText(childElement(result, 'qod') ?? result, 'type')) ?? nonEmpty(tags.get('qod_type'));
  for (const cve of cves) {
    group.findings.push({
      cve_id: pool.intern(cve),
      title,
      severity: score !== null ? severityFromScore(score) : (severityFromWord(threat) ?? 'info'),
      cvss: parseCvssScore(nvt === undefined ? undefined : childText(nvt, 'cvss_base')) ?? score,
      cvss_vector: vector === null ? null : pool.intern(vector),
      // A result whose quality of detection is "exploit" was found by exploiting it.
      exploit_available: qod?.trim().toLowerCase() === 'exploit',
      description: pool.internOrNull(normalizeParagraphs(tags.get('summary')) ?? normalizeParagraphs(childText(result, 'description'))),
      solution: pool.internOrNull(normalizeParagraphs(tags.get('solution'))),
      scanner_ref: oid,
    });
  }
}

function toAssetObservation(file: string, group: HostGroup, block: HostBlock | undefined, scanEnd: string | null): AlphaImportItem[] {
  const items: AlphaImportItem[] = [];
  const ip = parseIpAddress(group.raw);
  const name = group.hostname ?? block?.hostname ?? null;
  if (ip === null) {
    if (name === null) {
      items.push(skipped(file, `host ${group.raw}`, `invalid IP address "${group.raw}" and no hostname; its ${group.findings.length} findings left out`));
      return items;
    }
    items.push(skipped(file, `host ${group.raw}`, `invalid IP address "${group.raw}"; asset kept without an address, identified by hostname ${name}`));
  }
  const asset: AlphaAssetObservation = {
    kind: 'asset',
    file,
    format: 'openvas',
    device_id: null,
    ip_address: ip,
    fqdn: name !== null && name.includes('.') ? name : null,
    hostname: name === null ? null : nonEmpty(name.split('.')[0]),
    os: block?.os ?? null,
    last_seen: block?.end ?? scanEnd ?? group.latestResult,
    findings: group.findings,
  };
  items.push(asset);
  return items;
}

function readHostBlock(host: XmlElement, pool: StringPool): HostBlock {
  const details = new Map<string, string>();
  for (const detail of childElements(host, 'detail')) {
    const name = nonEmpty(childText(detail, 'name'));
    const value = nonEmpty(childText(detail, 'value'));
    if (name !== null && value !== null && !details.has(name)) details.set(name, pool.intern(value));
  }
  return {
    start: parseIsoDate(childText(host, 'start')),
    end: parseIsoDate(childText(host, 'end')),
    hostname: details.get('hostname') ?? null,
    os: details.get('best_os_txt') ?? null,
  };
}

/** CVEs of an NVT: GMP 8+ `refs/ref[type=cve]`, older reports' comma-separated `cve` element ("NOCVE" for none). */
function nvtCves(nvt: XmlElement): string[] {
  const refs = childElement(nvt, 'refs');
  const fromRefs = (refs === undefined ? [] : childElements(refs, 'ref'))
    .filter((ref) => ref.attributes.type?.toLowerCase() === 'cve')
    .map((ref) => parseCveId(ref.attributes.id))
    .filter((cve): cve is string => cve !== null);
  return [...new Set([...fromRefs, ...parseCveList(childText(nvt, 'cve'))])];
}

/**
 * The NVT's CVSS vector: of its highest version among GMP's `severities/severity/value` (v4.0, v3.x, v2), else the
 * `cvss_base_vector` tag of older reports; null when it has none.
 */
function nvtVector(nvt: XmlElement, tags: ReadonlyMap<string, string>): string | null {
  const severities = childElement(nvt, 'severities');
  const vectors = (severities === undefined ? [] : childElements(severities, 'severity'))
    .map((severity) => normalizeCvssVector(childText(severity, 'value')))
    .filter((vector): vector is string => vector !== null)
    .sort((a, b) => versionRank(b) - versionRank(a));
  return vectors[0] ?? normalizeCvssVector(tags.get('cvss_base_vector'));
}

/** 4 for a v4.0 vector, 3 for v3.x, 2 for anything else (v2 vectors have no prefix). */
function versionRank(vector: string): number {
  return vector.startsWith('CVSS:4') ? 4 : vector.startsWith('CVSS:3') ? 3 : 2;
}

/** OpenVAS NVT tags: "summary=...|insight=...|solution=..." (the first "=" splits key and value). */
function parseTags(text: string | undefined): Map<string, string> {
  const tags = new Map<string, string>();
  if (text === undefined) return tags;
  for (const part of text.split('|')) {
    const eq = part.indexOf('=');
    if (eq > 0) tags.set(part.slice(0, eq).trim(), part.slice(eq + 1));
  }
  return tags;
}
