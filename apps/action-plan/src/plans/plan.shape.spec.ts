import mongoose, { Types } from 'mongoose';
import { toActionPlanMessage } from './plan.messages';
import { planModelOf } from './plan.model';
import { PlanShape, StoredPlanShape, type PlanDocument } from './plan.shape';
import { toStoredPlan } from './plan.supersede';

/*
 * The plan's fields are declared once (plan.shape.ts); these tests fail when a derivation stops covering them.
 */

const doc: PlanDocument & { _id: Types.ObjectId } = {
  _id: new Types.ObjectId(),
  action_plan_id: '0b7c5d2e-8a41-4f0e-9a57-3c2d1e0f9a8b',
  host_id: 7,
  plan_type: 'false_positive',
  commit_date: '2025-06-30',
  scanner_id: '19506',
  active_host_findings_id: 42,
  tracker_vnr: 'VNR-7',
  risk_exc: null,
  status: 'inactive',
  slot: 'scanner:19506',
  created_at: new Date('2025-01-01T00:00:00Z'),
  updated_at: new Date('2025-01-02T00:00:00Z'),
  created_by: 'alice',
  updated_by: 'bob',
  deactivated_at: new Date('2025-01-02T00:00:00Z'),
  superseded_by: '5f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f',
  revision: 3,
  request_key: null,
};

describe('the plan shape', () => {
  it('when the plan model is built, then its paths are exactly the fields of the shape and _id', () => {
    const model = planModelOf(mongoose.createConnection());
    expect(Object.keys(model.schema.paths).sort()).toEqual(['_id', ...Object.keys(PlanShape.shape)].sort());
  });

  it('when a stored plan is read, then it has every field of the shape but the slot, and no _id', () => {
    const expected = Object.fromEntries(Object.entries(doc).filter(([field]) => field !== '_id' && field !== 'slot'));
    expect(toStoredPlan(doc)).toEqual(expected);
    expect(Object.keys(toStoredPlan(doc)).sort()).toEqual(Object.keys(StoredPlanShape.shape).sort());
  });

  it('when a plan is read while still pending, then it reads as active', () => {
    expect(toStoredPlan({ ...doc, status: 'pending' }).status).toBe('active');
  });

  it('when a plan goes on the wire, then every stored field but updated_by, revision and request_key is set, dates as ISO 8601', () => {
    const message = toActionPlanMessage(toStoredPlan(doc));
    const wireFields = Object.keys(StoredPlanShape.shape).filter((field) => !['updated_by', 'revision', 'request_key'].includes(field));
    expect(Object.keys(message).sort()).toEqual(wireFields.sort());
    expect(message).toMatchObject({ created_at: '2025-01-01T00:00:00.000Z', deactivated_at: '2025-01-02T00:00:00.000Z', risk_exc: undefined });
  });
});
