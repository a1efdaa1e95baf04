import type { AlphaFindingObservation, AlphaImportItem } from './observations';
import { skipped } from './observations';
import { isIpAddress, laterDate, nonEmpty, normalizeCvssVector, parseCveId, parseCvssScore, parseIpAddress, parseNexposeDate, parseNonNegativeInt, severityFromScore } from './scan-values';
import { StringPool } from './string-pool';
import { childElement, childElements, streamXmlFile, textContent, type XmlElement } from './xml-stream';
import { nexposeRichText, normalizeInline } from './xml-text';

/** Root element of a Rapid7 Nexpose XML export (report formats "XML Export" 1.0 and 2.0). */
export const NEXPOSE_ROOT = 'NexposeReport';

/**
 * Test statuses that are findings. The others seen in real exports (not-vulnerable, skipped-version, error, unknown)
 * are not. "vulnerable-potential" is Nexpose's status for an unconfirmed check that still counts as vulnerable.
 */
const NEXPOSE_VULNERABLE_STATUSES: ReadonlySet<string> = new Set(['vulnerable-exploited', 'vulnerable-version', 'vulnerable-potential', 'potential']);

interface NodeAcc {
  address: string | null;
  deviceId: string | null;
  names: string[];
  os: string | null;
  osCertainty: number;
  scanIds: Set<string>;
  /** Vulnerable test ids (lowercase, as definitions are matched case-insensitively). */
  vulnerableTests: Set<string>;
}

interface Definition {
  id: string;
  title: string;
  severity: number;
  cvss: number | null;
  cvssVector: string | null;
  /** The definition lists exploits or malware kits. */
  exploitAvailable: boolean;
  cves: string[];
  description: string | null;
  solution: string | null;
}

/**
 * Reads a Rapid7 Nexpose XML export (NexposeReport > nodes > node with tests at node and endpoint level;
 * VulnerabilityDefinitions > vulnerability with references) and yields one asset observation per node, with one
 * finding per CVE of each vulnerable test, plus skipped records.
 *
 * Asset: `device-id` (the alpha asset_id), `address`, first `names/name` (fqdn when dotted, hostname = its first
 * label), os from the most certain node fingerprint ("vendor product version"), last_seen from the end of the scans
 * its tests name (else the file's latest scan end). Finding: vulnerability title, severity 1–10 mapped on the CVSS
 * qualitative scale, cvssV3Score else cvssScore with the vector of that version (cvssV3Vector, cvssVector), whether
 * the definition lists exploits or malware kits, description and solution as plain text. Test ids match definition
 * ids case-insensitively (real exports differ in case).
 *
 * Definitions follow the nodes in the file, so nodes are kept (a few fields each) until the end and emitted then.
 * Skips, with a reason: vulnerable tests whose vulnerability has no CVE reference (one record per vulnerability,
 * naming how many assets it was on), tests without a definition, nodes with neither address nor name.
 *
 * @throws SourceFileError when the file is unreadable, not well-formed, or not a Nexpose export.
 */
export function importNexposeFile(file: string): AsyncGenerator<AlphaImportItem> {
  return streamXmlFile<AlphaImportItem>(file, (emit) => {
    const scanEnds = new Map<string, string | null>();
    const nodes: NodeAcc[] = [];
    const definitions = new Map<string, Definition>();
    const pool = new StringPool();
    let node: NodeAcc | null = null;
    return {
      roots: [NEXPOSE_ROOT],
      capture: (name, ancestors) => {
        const parent = ancestors[ancestors.length - 1];
        if (name === 'vulnerability') return parent === 'VulnerabilityDefinitions';
        return name === 'name' && parent === 'names' && node !== null;
      },
      onOpen(name, a, ancestors) {
        const parent = ancestors[ancestors.length - 1];
        if (name === 'scan' && parent === 'scans' && a.id !== undefined) {
          scanEnds.set(a.id, parseNexposeDate(a.endTime) ?? parseNexposeDate(a.startTime));
        } else if (name === 'node' && parent === 'nodes') {
          node = {
            address: pool.internOrNull(nonEmpty(a.address)),
            deviceId: nonEmpty(a['device-id']),
            names: [],
            os: null,
            osCertainty: -1,
            scanIds: new Set(),
            vulnerableTests: new Set(),
          };
        } else if (node !== null && name === 'os' && parent === 'fingerprints' && ancestors.at(-2) === 'node') {
          const certainty = Number(a.certainty ?? '0');
          if (certainty > node.osCertainty) {
            node.osCertainty = Number.isFinite(certainty) ? certainty : 0;
            node.os = pool.internOrNull(osName(a));
          }
        } else if (node !== null && name === 'test') {
          if (a['scan-id'] !== undefined) node.scanIds.add(a['scan-id']);
          if (a.id !== undefined && NEXPOSE_VULNERABLE_STATUSES.has(a.status ?? '')) node.vulnerableTests.add(a.id.toLowerCase());
        }
      },
      onClose(name) {
        if (name === 'node' && node !== null) {
          nodes.push(node);
          node = null;
        }
      },
      onElement(element) {
        if (element.name === 'name' && node !== null) {
          const text = nonEmpty(textContent(element));
          if (text !== null) node.names.push(pool.intern(text));
        } else if (element.name === 'vulnerability') {
          const definition = readDefinition(element, pool);
          if (definition !== null) definitions.set(definition.id.toLowerCase(), definition);
        }
      },
      onEnd() {
        let latestScanEnd: string | null = null;
        for (const end of scanEnds.values()) latestScanEnd = laterDate(latestScanEnd, end);
        const withoutCve = new Map<string, number>();
        const withoutDefinition = new Map<string, number>();
        for (const acc of nodes) {
          const asset = toAssetObservation(file, acc, definitions, scanEnds, latestScanEnd, withoutCve, withoutDefinition);
          for (const item of asset) emit(item);
        }
        for (const [id, count] of withoutCve) {
          emit(skipped(file, `vulnerability ${definitions.get(id)?.id ?? id}`, `no CVE reference (vulnerable on ${count} asset${count === 1 ? '' : 's'})`));
        }
        for (const [id, count] of withoutDefinition) {
          emit(skipped(file, `test ${id}`, `no vulnerability definition in the file (vulnerable on ${count} asset${count === 1 ? '' : 's'})`));
        }
      },
    };
  });
}

function toAssetObservation(
  file: string,
  acc: NodeAcc,
  definitions: ReadonlyMap<string, Definition>,
  scanEnds: ReadonlyMap<string, string | null>,
  latestScanEnd: string | null,
  withoutCve: Map<string, number>,
  withoutDefinition: Map<string, number>,
): AlphaImportItem[] {
  const items: AlphaImportItem[] = [];
  const subject = `node ${acc.address ?? acc.names[0] ?? '(no address)'} (device-id ${acc.deviceId ?? 'none'})`;
  const ip = parseIpAddress(acc.address);
  if (acc.address !== null && ip === null) {
    items.push(skipped(file, subject, `invalid IP address "${acc.address}"; asset kept without an address`));
  }
  const name = acc.names.find((n) => !isIpAddress(n)) ?? null;
  const fqdn = name !== null && name.includes('.') ? name : null;
  const hostname = name === null ? null : nonEmpty(name.split('.')[0]);
  if (ip === null && name === null) {
    items.push(skipped(file, subject, 'node without an IP address or a name'));
    return items;
  }
  const deviceId = parseNonNegativeInt(acc.deviceId);
  if (acc.deviceId !== null && deviceId === null) {
    items.push(skipped(file, subject, `device-id "${acc.deviceId}" is not an integer; an asset id is allocated instead`));
  }

  const findings: AlphaFindingObservation[] = [];
  for (const testId of acc.vulnerableTests) {
    const definition = definitions.get(testId);
    if (definition === undefined) {
      withoutDefinition.set(testId, (withoutDefinition.get(testId) ?? 0) + 1);
      continue;
    }
    if (definition.cves.length === 0) {
      withoutCve.set(testId, (withoutCve.get(testId) ?? 0) + 1);
      continue;
    }
    for (const cve of definition.cves) {
      findings.push({
        cve_id: cve,
        title: definition.title,
        severity: severityFromScore(definition.severity),
        cvss: definition.cvss,
        cvss_vector: definition.cvssVector,
        exploit_available: definition.exploitAvailable,
        description: definition.description,
        solution: definition.solution,
        scanner_ref: definition.id,
      });
    }
  }

  let lastSeen: string | null = null;
  for (const scanId of acc.scanIds) lastSeen = laterDate(lastSeen, scanEnds.get(scanId) ?? null);
  items.push({
    kind: 'asset',
    file,
    format: 'nexpose',
    device_id: deviceId,
    ip_address: ip,
    fqdn,
    hostname,
    os: acc.os,
    last_seen: lastSeen ?? latestScanEnd,
    findings,
  });
  return items;
}

function readDefinition(element: XmlElement, pool: StringPool): Definition | null {
  const a = element.attributes;
  const id = nonEmpty(a.id);
  if (id === null) return null;
  const references = childElement(element, 'references');
  const cves =
    references === undefined
      ? []
      : childElements(references, 'reference')
          .filter((ref) => ref.attributes.source?.toUpperCase() === 'CVE')
          .map((ref) => parseCveId(textContent(ref)))
          .filter((cve): cve is string => cve !== null);
  const severity = Number(a.severity ?? '0');
  const cvss3 = parseCvssScore(a.cvssV3Score);
  const vector = cvss3 !== null ? normalizeCvssVector(a.cvssV3Vector) : normalizeCvssVector(a.cvssVector);
  // <exploits><exploit .../></exploits>, <malware><name>kit</name></malware>: empty elements list none.
  const lists = (name: string) => childElement(element, name)?.content.some((node) => typeof node !== 'string') ?? false;
  return {
    id: pool.intern(id),
    title: pool.intern(normalizeInline(a.title) ?? id),
    severity: Number.isFinite(severity) ? severity : 0,
    cvss: cvss3 ?? parseCvssScore(a.cvssScore),
    cvssVector: vector === null ? null : pool.intern(vector),
    exploitAvailable: lists('exploits') || lists('malware'),
    cves: [...new Set(cves)].map((cve) => pool.intern(cve)),
    description: pool.internOrNull(nexposeRichText(childElement(element, 'description'))),
    solution: pool.internOrNull(nexposeRichText(childElement(element, 'solution'))),
  };
}

/** "Ubuntu Linux 20.04" from vendor/product/version, without repeating a vendor that is also the product. */
function osName(a: Readonly<Record<string, string>>): string | null {
  const parts = [a.vendor, a.product, a.version].map((p) => nonEmpty(p)).filter((p): p is string => p !== null);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length === 0 ? null : unique.join(' ');
}
