import { isIP } from 'node:net';
import { SEVERITIES, type Severity } from '@vmdash/domain';

/**
 * Small value parsers shared by the importers. Scanner exports are lax (empty strings, odd words, addresses such as
 * `192.168.1.1001`), so every parser returns null for a value it cannot read instead of throwing.
 */

const CVE_PATTERN = /^CVE-\d{4}-\d{4,}$/;

/** A trimmed, non-empty string, else null. */
export function nonEmpty(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An IPv4 or IPv6 address (IPv6 lowercased), else null: `192.168.1.1001` and host names are not addresses. */
export function parseIpAddress(value: string | null | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  return isIP(text) === 0 ? null : text.toLowerCase();
}

/** True when `value` is an IPv4 or IPv6 address. */
export function isIpAddress(value: string | null | undefined): boolean {
  return parseIpAddress(value) !== null;
}

/** A CVE id in canonical upper case (`CVE-2014-0160`), else null. */
export function parseCveId(value: string | null | undefined): string | null {
  const text = nonEmpty(value)?.toUpperCase() ?? null;
  return text !== null && CVE_PATTERN.test(text) ? text : null;
}

/** Every CVE id found in a free-text list such as OpenVAS's older `<cve>CVE-2011-1, CVE-2011-2</cve>` ("NOCVE": none). */
export function parseCveList(value: string | null | undefined): string[] {
  const text = nonEmpty(value);
  if (text === null) return [];
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map(parseCveId)
        .filter((c): c is string => c !== null),
    ),
  ];
}

/** A CVSS base score in 0.0–10.0, else null. */
export function parseCvssScore(value: string | null | undefined): number | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const score = Number(text);
  return Number.isFinite(score) && score >= 0 && score <= 10 ? score : null;
}

/**
 * A vector as scanners write it, in the form the parser reads: Nessus `CVSS2#AV:N/...`, Nexpose `(AV:N/...)`,
 * OpenVAS bare v2 vectors or `CVSS:3.1/...`. Null for empty text.
 */
export function normalizeCvssVector(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const vector = text
    .trim()
    .replace(/^CVSS2#/i, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return vector === '' ? null : vector;
}

/** A non-negative safe integer, else null. */
export function parseNonNegativeInt(value: string | null | undefined): number | null {
  const text = nonEmpty(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Severity word from a 0.0–10.0 score, on the CVSS v3 qualitative rating scale (FIRST.org): 0 info (none),
 * 0.1–3.9 low, 4.0–6.9 medium, 7.0–8.9 high, 9.0–10.0 critical. Also used for Nexpose's integer 1–10 severity.
 */
export function severityFromScore(score: number): Severity {
  if (score <= 0) return 'info';
  if (score < 4) return 'low';
  if (score < 7) return 'medium';
  if (score < 9) return 'high';
  return 'critical';
}

const SEVERITY_WORDS: Record<string, Severity> = {
  none: 'info',
  info: 'info',
  informational: 'info',
  log: 'info',
  debug: 'info',
  low: 'low',
  medium: 'medium',
  moderate: 'medium',
  high: 'high',
  severe: 'high',
  critical: 'critical',
};

/** Severity from a scanner's word (Nessus `risk_factor`, OpenVAS `threat`), else null. */
export function severityFromWord(value: string | null | undefined): Severity | null {
  const text = nonEmpty(value)?.toLowerCase();
  return text === undefined ? null : (SEVERITY_WORDS[text] ?? null);
}

/** Severity from Nessus's `severity` attribute (0 info … 4 critical), else null. */
export function severityFromNessusLevel(value: string | null | undefined): Severity | null {
  const level = parseNonNegativeInt(value);
  return level !== null && level < SEVERITIES.length ? SEVERITIES[level] : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Nessus `HOST_END`/`HOST_START` ("Tue Jun 25 10:39:42 2013") as ISO 8601, else null. The export names no time zone;
 * the scanner's local time is read as UTC, which keeps the value stable whatever the importing machine's zone is.
 */
export function parseNessusDate(value: string | null | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const m = /^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(\d{4})$/.exec(text);
  if (m === null) return parseIsoDate(text);
  const month = MONTHS.indexOf(m[1].toLowerCase());
  if (month < 0) return null;
  return isoFromUtc(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), 0);
}

/** Unix seconds (Nessus `HOST_END_TIMESTAMP`) as ISO 8601, else null. */
export function parseUnixSeconds(value: string | null | undefined): string | null {
  const seconds = parseNonNegativeInt(value);
  return seconds === null || seconds === 0 ? null : new Date(seconds * 1000).toISOString();
}

/** Nexpose timestamps ("20131127T115513233", UTC assumed as for Nessus) as ISO 8601, else null. */
export function parseNexposeDate(value: string | null | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(text);
  if (m === null) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  return isoFromUtc(year, month - 1, day, hour, minute, second, m[7] === undefined ? 0 : Number(m[7]));
}

/** An ISO 8601 date-time (OpenVAS "2023-09-26T13:04:00Z") normalised to `toISOString()`, else null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null || !/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The later of two ISO dates (null counts as older than any date). */
export function laterDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}

function isoFromUtc(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): string | null {
  const date = new Date(Date.UTC(y, mo, d, h, mi, s, ms));
  // Date.UTC rolls 31 Feb over into March; a date that does not round-trip is not a real date.
  if (date.getUTCMonth() !== mo || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return date.toISOString();
}
