import { randomUUID } from 'node:crypto';
import { findPage, storedFieldsOf } from '@vmdash/db';
import mongoose, { type Model } from 'mongoose';
import { z } from 'zod';
import { usernameKey } from '../users/username';
import type { ImpersonatingAdmin } from '../workflows/impersonating-admin';
import { RiskTemplateShape, type RiskTemplateDocument } from './risk-template.model';

/** A template as the rest of the service sees it: the stored template with `_id` as `id`, without the internal keys. */
const StoredRiskTemplateShape = RiskTemplateShape.omit({ _id: true, name_key: true, vendor_key: true, platform_key: true, model_key: true }).extend({ id: z.string() });

/** A template as the rest of the service sees it (a plain object; mongoose stays in here). */
export type StoredRiskTemplate = z.output<typeof StoredRiskTemplateShape>;

/** The editable fields of a template. */
export type RiskTemplateFields = Pick<RiskTemplateDocument, 'name' | 'vendor' | 'platform' | 'model' | 'description' | 'justification' | 'compensating_controls' | 'risk_rating' | 'expiration_days'>;

/** Filters of a template search; each optional. `q` is a substring, the others exact, all case-insensitive. */
export interface RiskTemplateFilter {
  q?: string;
  vendor?: string;
  platform?: string;
  model?: string;
}

/** One group of the hierarchy: a vendor, platform and model as first stored, and how many templates it has. */
export interface HierarchyGroup {
  vendor: string;
  platform: string;
  model: string;
  count: number;
}

/** Storage of risk-acceptance templates. Names are unique by their comparison key (unique index). */
export interface RiskTemplateRepository {
  findById(id: string): Promise<StoredRiskTemplate | null>;
  /** One page (1-based) of matching templates by name, and how many match in all. */
  search(filter: RiskTemplateFilter, page: number, pageSize: number): Promise<{ templates: StoredRiskTemplate[]; total: number }>;
  /** Inserts a template; 'name_taken' when another has the same name key. */
  insert(fields: RiskTemplateFields, creator: { id: string; username: string } & ImpersonatingAdmin, now: Date): Promise<StoredRiskTemplate | 'name_taken'>;
  /** Applies `changes`; null when no such template, 'name_taken' when the new name is another's. */
  update(id: string, changes: Partial<RiskTemplateFields>, now: Date): Promise<StoredRiskTemplate | null | 'name_taken'>;
  /** Deletes the template; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Template counts by vendor, platform and model (optionally of one vendor, or one vendor's platform). */
  hierarchy(vendor?: string, platform?: string): Promise<HierarchyGroup[]>;
}

const DUPLICATE_KEY = 11000;

/** A stored document as a plain template: every field of StoredRiskTemplateShape. */
export function toStoredRiskTemplate(doc: RiskTemplateDocument): StoredRiskTemplate {
  return storedFieldsOf(StoredRiskTemplateShape, { ...doc, id: doc._id });
}

/** A regular expression that matches `text` literally (every metacharacter escaped). */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The stored keys of the changed label fields. */
function keysOf(changes: Partial<RiskTemplateFields>): Partial<RiskTemplateDocument> {
  const keys: Partial<RiskTemplateDocument> = {};
  if (changes.name !== undefined) keys.name_key = usernameKey(changes.name);
  if (changes.vendor !== undefined) keys.vendor_key = usernameKey(changes.vendor);
  if (changes.platform !== undefined) keys.platform_key = usernameKey(changes.platform);
  if (changes.model !== undefined) keys.model_key = usernameKey(changes.model);
  return keys;
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/** The template repository over the `risk_templates` collection. Filters hold only plain values (sanitizeFilter, libs/db). */
export function createRiskTemplateRepository(model: Model<RiskTemplateDocument>): RiskTemplateRepository {
  return {
    async findById(id) {
      const doc = await model.findOne({ _id: id }).lean<RiskTemplateDocument>();
      return doc ? toStoredRiskTemplate(doc) : null;
    },
    async search(filter, page, pageSize) {
      const conditions: Record<string, unknown> = {};
      if (filter.vendor !== undefined) conditions.vendor_key = usernameKey(filter.vendor);
      if (filter.platform !== undefined) conditions.platform_key = usernameKey(filter.platform);
      if (filter.model !== undefined) conditions.model_key = usernameKey(filter.model);
      if (filter.q !== undefined && filter.q !== '') {
        // The pattern is the escaped input, so it matches the text literally; trusted() lets this one operator through.
        const contains = mongoose.trusted({ $regex: literalPattern(filter.q), $options: 'i' });
        conditions.$or = ['name', 'description', 'justification', 'compensating_controls'].map((field) => ({ [field]: contains }));
      }
      const { docs, total } = await findPage(model, conditions, { name_key: 1 }, page, pageSize);
      return { templates: docs.map(toStoredRiskTemplate), total };
    },
    async insert(fields, creator, now) {
      const doc: RiskTemplateDocument = {
        _id: randomUUID(),
        ...fields,
        name_key: usernameKey(fields.name),
        vendor_key: usernameKey(fields.vendor),
        platform_key: usernameKey(fields.platform),
        model_key: usernameKey(fields.model),
        created_by: creator.username,
        created_by_id: creator.id,
        impersonated_by: creator.impersonated_by,
        impersonated_by_id: creator.impersonated_by_id,
        created_at: now,
        updated_at: now,
      };
      try {
        await model.create(doc);
      } catch (error) {
        if (isDuplicateKey(error)) return 'name_taken';
        throw error;
      }
      return toStoredRiskTemplate(doc);
    },
    async update(id, changes, now) {
      try {
        const doc = await model.findOneAndUpdate({ _id: id }, { $set: { ...changes, ...keysOf(changes), updated_at: now } }, { returnDocument: 'after' }).lean<RiskTemplateDocument>();
        return doc ? toStoredRiskTemplate(doc) : null;
      } catch (error) {
        if (isDuplicateKey(error)) return 'name_taken';
        throw error;
      }
    },
    async delete(id) {
      const result = await model.deleteOne({ _id: id });
      return result.deletedCount > 0;
    },
    async hierarchy(vendor, platform) {
      const match: Record<string, string> = {};
      if (vendor !== undefined) match.vendor_key = usernameKey(vendor);
      if (platform !== undefined) match.platform_key = usernameKey(platform);
      const groups = await model.aggregate<{ vendor: string; platform: string; model: string; count: number }>([
        { $match: match },
        { $sort: { created_at: 1 } },
        {
          $group: {
            _id: { vendor: '$vendor_key', platform: '$platform_key', model: '$model_key' },
            vendor: { $first: '$vendor' },
            platform: { $first: '$platform' },
            model: { $first: '$model' },
            count: { $sum: 1 },
          },
        },
      ]);
      return groups.map(({ vendor: v, platform: p, model: m, count }) => ({ vendor: v, platform: p, model: m, count }));
    },
  };
}
