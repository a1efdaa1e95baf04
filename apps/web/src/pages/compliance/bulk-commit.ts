import { COMPLIANCE_BULK_MAX_HOSTS, COMPLIANCE_METRIC_IDS, COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH } from '@vmdash/domain';
import type { ComplianceBulkCommitItem, MetricId } from '../../app/api/types';

/** The columns of a bulk-commit list, in the order used when the list has no header row. */
export const BULK_COLUMNS = ['hostname', 'resolution_date', 'remediation_plan', 'metric_ids'] as const;

/** A line of the list that cannot be sent, and why (1-based line of the text). */
export interface BulkProblem {
  line: number;
  problem: string;
}

/** What a pasted or uploaded list holds: the hosts to send and the lines refused before sending. */
export interface BulkPreview {
  items: ComplianceBulkCommitItem[];
  problems: BulkProblem[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The metric ids of a cell: separated by `;`, `|` or spaces (the comma separates the columns). */
function metricIdsOf(cell: string): { ids: MetricId[]; unknown: string[] } {
  const names = cell.split(/[;|\s]+/).filter(Boolean);
  const unknown = names.filter((name) => !(COMPLIANCE_METRIC_IDS as readonly string[]).includes(name));
  return { ids: [...new Set(names.filter((name) => !unknown.includes(name)))] as MetricId[], unknown };
}

/**
 * Reads a bulk-commit list: CSV (RFC 4180, parsed by csv-parse) with the columns hostname, resolution_date (YYYY-MM-DD),
 * remediation_plan and metric_ids (`;`-separated), either under a header row naming them (any order; recognised by a
 * cell "hostname") or in that order. Each line becomes one host of POST /api/compliance/vcl/bulk-commit, checked
 * by the API's rules (a hostname, a date or a plan, a plan of at most 2000 characters, known metrics, at most 10,000
 * hosts, each host once); a line breaking one is listed as a problem and not sent. Empty cells are left out (unchanged).
 * Unreadable CSV (an unclosed quote) gives one problem on the line the parser names. The parser is loaded on first
 * use (its own file), so pages without a bulk commit do not download it.
 */
export async function parseBulkList(text: string): Promise<BulkPreview> {
  const { CsvError, parse } = await import('csv-parse/browser/esm/sync');
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return { items: [], problems: [{ line: typeof error.lines === 'number' ? error.lines : 1, problem: error.message }] };
    throw error;
  }
  const hasHeader = records.length > 0 && records[0].some((cell) => cell.toLowerCase() === 'hostname');
  const header = hasHeader ? records[0].map((cell) => cell.toLowerCase()) : [...BULK_COLUMNS];
  const column = (record: string[], name: (typeof BULK_COLUMNS)[number]) => {
    const index = header.indexOf(name);
    return index >= 0 ? (record[index] ?? '').trim() : '';
  };
  const items: ComplianceBulkCommitItem[] = [];
  const problems: BulkProblem[] = [];
  const lineOffset = hasHeader ? 2 : 1;
  const seen = new Map<string, number>();
  records.slice(hasHeader ? 1 : 0).forEach((record, index) => {
    const line = index + lineOffset;
    const hostname = column(record, 'hostname');
    const date = column(record, 'resolution_date');
    const plan = column(record, 'remediation_plan');
    const metrics = metricIdsOf(column(record, 'metric_ids'));
    const firstLine = seen.get(hostname.toLowerCase());
    const problem = !hostname
      ? 'hostname is required'
      : firstLine !== undefined
        ? `${hostname} is already listed on line ${firstLine}`
        : hostname.length > 253
          ? 'hostname must be at most 253 characters'
          : date && !DATE.test(date)
            ? `resolution_date "${date}" is not a date YYYY-MM-DD`
            : !date && !plan
              ? 'resolution_date or remediation_plan is required'
              : plan.length > COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH
                ? `remediation_plan must be at most ${COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH} characters`
                : metrics.unknown.length > 0
                  ? `unknown metric ${metrics.unknown.join(', ')} (known: ${COMPLIANCE_METRIC_IDS.join(', ')})`
                  : undefined;
    if (problem) {
      problems.push({ line, problem });
      return;
    }
    seen.set(hostname.toLowerCase(), line);
    items.push({ hostname, ...(date ? { resolution_date: date } : {}), ...(plan ? { remediation_plan: plan } : {}), ...(metrics.ids.length > 0 ? { metric_ids: metrics.ids } : {}) });
  });
  if (items.length > COMPLIANCE_BULK_MAX_HOSTS) {
    problems.push({ line: COMPLIANCE_BULK_MAX_HOSTS + lineOffset, problem: `at most ${COMPLIANCE_BULK_MAX_HOSTS.toLocaleString('en')} hosts in one commit: split the list` });
    return { items: [], problems };
  }
  return { items, problems };
}
