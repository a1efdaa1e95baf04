import {
  MAX_TEMPLATE_EXPIRATION_DAYS,
  MAX_TEMPLATE_LABEL_LENGTH,
  MAX_TEMPLATE_TEXT_LENGTH,
  MIN_TEMPLATE_EXPIRATION_DAYS,
  PermissionDeniedError,
  RISK_RATINGS,
  ValidationError,
  type RiskRating,
} from '@vmdash/domain';
import type { DashboardUserCaller } from '@vmdash/identity';
import { usernameKey } from '../users/username';
import type { HierarchyGroup, RiskTemplateFields, StoredRiskTemplate } from './risk-template.repository';

const LABELS = ['name', 'vendor', 'platform', 'model'] as const;
const TEXTS = ['description', 'justification', 'compensating_controls'] as const;

const invalid = (field: string, message: string) => new ValidationError(message, [{ loc: ['body', field], msg: message, type: 'value_error' }]);

/** True when `value` is one of RISK_RATINGS. */
export const isRiskRating = (value: string): value is RiskRating => RISK_RATINGS.includes(value as RiskRating);

/**
 * Checks the given fields of a template (the gateway validates them first; this keeps the service's own invariants,
 * limits of libs/domain/src/limits.ts): labels 1 to MAX_TEMPLATE_LABEL_LENGTH characters and not blank, texts at most
 * MAX_TEMPLATE_TEXT_LENGTH, a known risk rating, expiration_days an integer in range.
 * @throws ValidationError naming the first bad field
 */
export function checkTemplateFields(fields: Partial<Record<keyof RiskTemplateFields, unknown>>): void {
  for (const field of LABELS) {
    const value = fields[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEMPLATE_LABEL_LENGTH))
      throw invalid(field, `${field} must be 1 to ${MAX_TEMPLATE_LABEL_LENGTH} characters`);
  }
  for (const field of TEXTS) {
    const value = fields[field];
    if (value !== undefined && (typeof value !== 'string' || value.length > MAX_TEMPLATE_TEXT_LENGTH)) throw invalid(field, `${field} must be at most ${MAX_TEMPLATE_TEXT_LENGTH} characters`);
  }
  const rating = fields.risk_rating;
  if (rating !== undefined && (typeof rating !== 'string' || !isRiskRating(rating))) throw invalid('risk_rating', `risk_rating must be one of ${RISK_RATINGS.join(', ')}`);
  const days = fields.expiration_days;
  if (days !== undefined && (!Number.isInteger(days) || (days as number) < MIN_TEMPLATE_EXPIRATION_DAYS || (days as number) > MAX_TEMPLATE_EXPIRATION_DAYS)) {
    throw invalid('expiration_days', `expiration_days must be an integer from ${MIN_TEMPLATE_EXPIRATION_DAYS} to ${MAX_TEMPLATE_EXPIRATION_DAYS}`);
  }
}

/**
 * Who may change or delete a template (issue "Compliance reporting ...": "Standard_User deletes only templates it
 * created"; an update follows the same rule, or a writer could rewrite another's template and its justification):
 * an Admin any, a Standard_User its own. Leadership and Read_Only never reach here (RPC_PERMISSIONS).
 * @throws PermissionDeniedError (403 with required and current) for a Standard_User and another user's template
 */
export function checkMayChange(template: StoredRiskTemplate, caller: DashboardUserCaller): void {
  if (caller.group !== 'Admin' && template.created_by_id !== caller.subject) throw new PermissionDeniedError('Only the creator or an Admin may change or delete this template');
}

/** A vendor, platform or model with its template count and the level below it. */
export interface HierarchyNode {
  name: string;
  count: number;
  children: HierarchyNode[];
}

/** Adds `count` to the node of `name` among `nodes` (one node per comparison key; the first spelling names it). */
function nodeOf(nodes: Map<string, HierarchyNode>, name: string, count: number): HierarchyNode {
  const key = usernameKey(name);
  let node = nodes.get(key);
  if (!node) {
    node = { name, count: 0, children: [] };
    nodes.set(key, node);
  }
  node.count += count;
  return node;
}

const byName = (a: HierarchyNode, b: HierarchyNode) => a.name.localeCompare(b.name);

/**
 * The hierarchy of templates from their counts by vendor, platform and model, one tree level per entry of `levels`
 * (['vendor', 'platform', 'model']: vendors, each with platforms, each with models; ['model']: models only). Names
 * are merged case-insensitively (the first spelling stays) and sorted.
 */
export function buildHierarchy(groups: readonly HierarchyGroup[], levels: readonly ('vendor' | 'platform' | 'model')[]): HierarchyNode[] {
  const roots = new Map<string, HierarchyNode>();
  const childMaps = new WeakMap<HierarchyNode, Map<string, HierarchyNode>>();
  for (const group of groups) {
    let nodes = roots;
    for (const level of levels) {
      const node = nodeOf(nodes, group[level], group.count);
      let children = childMaps.get(node);
      if (!children) {
        children = new Map();
        childMaps.set(node, children);
      }
      nodes = children;
    }
  }
  const finish = (nodes: Map<string, HierarchyNode>): HierarchyNode[] =>
    [...nodes.values()].map((node) => ({ ...node, children: finish(childMaps.get(node) ?? new Map<string, HierarchyNode>()) })).sort(byName);
  return finish(roots);
}
