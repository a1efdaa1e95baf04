import { commitDateBounds, ConflictError, MAX_LIST_ITEMS, ValidationError, type FieldViolation } from '@vmdash/domain';
import { checkBulkPlan, decidePlanChange, planSlotOf, validateBulkHostIds, validateHostId, validatePlanFields, validateUpdates, type PlanFieldsInput, type UpdatablePlan } from './plan.rules';

const date = '2025-06-30';

/** The violations `fn` throws as a ValidationError (fails the test when it throws anything else or nothing). */
function violationsOf(fn: () => unknown): FieldViolation[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).violations;
  }
  throw new Error('expected a ValidationError');
}

const locsOf = (fn: () => unknown) => violationsOf(fn).map((v) => [v.loc, v.type]);

describe('validatePlanFields', () => {
  it.each<[string, PlanFieldsInput]>([
    ['decommission with no finding', { plan_type: 'decommission', commit_date: date }],
    ['scan_exclusion with risk_exc', { plan_type: 'scan_exclusion', commit_date: date, risk_exc: 'RISK-1' }],
    ['remediation by scanner_id', { plan_type: 'remediation', commit_date: date, scanner_id: '19506' }],
    ['remediation by active_host_findings_id', { plan_type: 'remediation', commit_date: date, active_host_findings_id: 42 }],
    ['remediation by both', { plan_type: 'remediation', commit_date: date, scanner_id: '19506', active_host_findings_id: 42 }],
    ['false_positive with tracker_vnr', { plan_type: 'false_positive', commit_date: date, scanner_id: '19506', tracker_vnr: 'VNR-7' }],
    ['risk_acceptance with risk_exc', { plan_type: 'risk_acceptance', commit_date: date, scanner_id: '19506', risk_exc: 'RISK-1' }],
    ['a leap day', { plan_type: 'decommission', commit_date: '2024-02-29' }],
  ])('when the plan is %s, then it is accepted with absent fields as null', (_name, input) => {
    const fields = validatePlanFields(input);
    expect(fields).toEqual({
      plan_type: input.plan_type,
      commit_date: input.commit_date,
      scanner_id: input.scanner_id ?? null,
      active_host_findings_id: input.active_host_findings_id ?? null,
      tracker_vnr: input.tracker_vnr ?? null,
      risk_exc: input.risk_exc ?? null,
    });
  });

  it.each<[string, PlanFieldsInput, [(string | number)[], string][]]>([
    ['decommission names a scanner_id', { plan_type: 'decommission', commit_date: date, scanner_id: '1' }, [[['body', 'scanner_id'], 'value_error']]],
    ['scan_exclusion names an active_host_findings_id', { plan_type: 'scan_exclusion', commit_date: date, active_host_findings_id: 3 }, [[['body', 'active_host_findings_id'], 'value_error']]],
    ['remediation names no finding', { plan_type: 'remediation', commit_date: date }, [[['body', 'scanner_id'], 'missing']]],
    ['false_positive has only active_host_findings_id', { plan_type: 'false_positive', commit_date: date, active_host_findings_id: 3 }, [[['body', 'scanner_id'], 'missing']]],
    ['risk_acceptance has no scanner_id', { plan_type: 'risk_acceptance', commit_date: date, risk_exc: 'R' }, [[['body', 'scanner_id'], 'missing']]],
    ['tracker_vnr is on a remediation', { plan_type: 'remediation', commit_date: date, scanner_id: '1', tracker_vnr: 'V' }, [[['body', 'tracker_vnr'], 'value_error']]],
    ['risk_exc is on a false_positive', { plan_type: 'false_positive', commit_date: date, scanner_id: '1', risk_exc: 'R' }, [[['body', 'risk_exc'], 'value_error']]],
    ['tracker_vnr is on a scan_exclusion', { plan_type: 'scan_exclusion', commit_date: date, tracker_vnr: 'V' }, [[['body', 'tracker_vnr'], 'value_error']]],
    ['risk_exc is on a decommission', { plan_type: 'decommission', commit_date: date, risk_exc: 'R' }, [[['body', 'risk_exc'], 'value_error']]],
    ['scanner_id is empty', { plan_type: 'false_positive', commit_date: date, scanner_id: '' }, [[['body', 'scanner_id'], 'string_too_short']]],
    ['tracker_vnr is too long', { plan_type: 'false_positive', commit_date: date, scanner_id: '1', tracker_vnr: 'x'.repeat(257) }, [[['body', 'tracker_vnr'], 'string_too_long']]],
    ['active_host_findings_id is 0', { plan_type: 'remediation', commit_date: date, active_host_findings_id: 0 }, [[['body', 'active_host_findings_id'], 'greater_than_equal']]],
    ['commit_date is February 29 of a common year', { plan_type: 'decommission', commit_date: '2025-02-29' }, [[['body', 'commit_date'], 'date_parsing']]],
    ['commit_date has no leading zeros', { plan_type: 'decommission', commit_date: '2025-6-30' }, [[['body', 'commit_date'], 'date_parsing']]],
    ['commit_date is a datetime', { plan_type: 'decommission', commit_date: '2025-06-30T00:00:00Z' }, [[['body', 'commit_date'], 'date_parsing']]],
  ])('when %s, then it is refused at that field', (_name, input, expected) => {
    expect(locsOf(() => validatePlanFields(input))).toEqual(expected);
  });

  it('when commit_date lies outside 2000-01-01 to ten years ahead, then it is refused with the bound it broke; the bounds themselves are accepted', () => {
    const { max } = commitDateBounds(new Date());
    const dayAfter = new Date(Date.parse(max) + 86_400_000).toISOString().slice(0, 10);
    const refusal = (commit_date: string) => violationsOf(() => validatePlanFields({ plan_type: 'decommission', commit_date }));
    expect(refusal('0000-01-01')).toEqual([{ loc: ['body', 'commit_date'], type: 'greater_than_equal', msg: 'Input should be greater than or equal to 2000-01-01' }]);
    expect(refusal('1999-12-31')).toEqual([{ loc: ['body', 'commit_date'], type: 'greater_than_equal', msg: 'Input should be greater than or equal to 2000-01-01' }]);
    expect(refusal(dayAfter)).toEqual([{ loc: ['body', 'commit_date'], type: 'less_than_equal', msg: `Input should be less than or equal to ${max}` }]);
    expect(locsOf(() => validateUpdates({ commit_date: '9999-12-31' }))).toEqual([[['body', 'updates', 'commit_date'], 'less_than_equal']]);
    for (const commit_date of ['2000-01-01', max]) expect(validatePlanFields({ plan_type: 'decommission', commit_date }).commit_date).toBe(commit_date);
  });

  it('when plan_type is not one of the five, then the violation is enum in pydantic wording', () => {
    expect(violationsOf(() => validatePlanFields({ plan_type: 'ignore', commit_date: date }))).toEqual([
      { loc: ['body', 'plan_type'], type: 'enum', msg: "Input should be 'decommission', 'remediation', 'false_positive', 'risk_acceptance' or 'scan_exclusion'" },
    ]);
  });

  it('when several fields break rules, then every violation is listed', () => {
    expect(locsOf(() => validatePlanFields({ plan_type: 'decommission', commit_date: '2025-13-01', scanner_id: 'x', tracker_vnr: 'y' }))).toEqual([
      [['body', 'commit_date'], 'date_parsing'],
      [['body', 'scanner_id'], 'value_error'],
      [['body', 'tracker_vnr'], 'value_error'],
    ]);
  });

  it('when the plan is missing, then the body is reported missing', () => {
    expect(locsOf(() => validatePlanFields(undefined))).toEqual([[['body'], 'missing']]);
  });
});

describe('host ids', () => {
  it('when a path host id is not positive, then it is refused at path.host_id', () => {
    expect(locsOf(() => validateHostId(0))).toEqual([[['path', 'host_id'], 'greater_than_equal']]);
    expect(validateHostId(7)).toBe(7);
  });

  it('when bulk host ids repeat, then each is kept once in first-seen order', () => {
    expect(validateBulkHostIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });

  it('when a bulk host id is not positive, then its index is named', () => {
    expect(locsOf(() => validateBulkHostIds([1, 2, -4]))).toEqual([[['body', 'host_ids', 2], 'greater_than_equal']]);
  });

  it('when there are more than the limit of host ids, then the list is too_long', () => {
    const ids = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_v, i) => i + 1);
    expect(locsOf(() => validateBulkHostIds(ids))).toEqual([[['body', 'host_ids'], 'too_long']]);
  });

  it('when a bulk plan names active_host_findings_id for several hosts, then it is refused; for one host it is not', () => {
    const plan = validatePlanFields({ plan_type: 'remediation', commit_date: date, active_host_findings_id: 9 });
    expect(locsOf(() => checkBulkPlan(plan, 2))).toEqual([[['body', 'active_host_findings_id'], 'value_error']]);
    expect(() => checkBulkPlan(plan, 1)).not.toThrow();
  });
});

describe('planSlotOf', () => {
  const slot = (input: PlanFieldsInput) => planSlotOf(validatePlanFields(input));

  it('when plans are whole-host, then decommission and scan_exclusion share the host slot', () => {
    expect(slot({ plan_type: 'decommission', commit_date: date })).toBe('host');
    expect(slot({ plan_type: 'scan_exclusion', commit_date: date })).toBe('host');
  });

  it('when plans name a finding, then the slot is its scanner_id, else its active_host_findings_id', () => {
    expect(slot({ plan_type: 'false_positive', commit_date: date, scanner_id: '19506' })).toBe('scanner:19506');
    expect(slot({ plan_type: 'remediation', commit_date: date, scanner_id: '19506', active_host_findings_id: 4 })).toBe('scanner:19506');
    expect(slot({ plan_type: 'remediation', commit_date: date, active_host_findings_id: 4 })).toBe('finding:4');
  });
});

describe('updates', () => {
  const plan = (over: Partial<UpdatablePlan> = {}): UpdatablePlan => ({
    action_plan_id: 'p1',
    plan_type: 'false_positive',
    status: 'active',
    commit_date: date,
    tracker_vnr: 'VNR-1',
    risk_exc: null,
    ...over,
  });

  it('when updates are empty or missing, then they are refused', () => {
    expect(locsOf(() => validateUpdates({}))).toEqual([[['body', 'updates'], 'value_error']]);
    expect(locsOf(() => validateUpdates(null))).toEqual([[['body', 'updates'], 'missing']]);
  });

  it('when an update value is malformed, then its key under updates is named', () => {
    expect(locsOf(() => validateUpdates({ commit_date: '2025-02-30', tracker_vnr: { value: '' } }))).toEqual([
      [['body', 'updates', 'commit_date'], 'date_parsing'],
      [['body', 'updates', 'tracker_vnr'], 'string_too_short'],
    ]);
  });

  it('when commit_date and tracker_vnr change, then only changed values are set', () => {
    expect(decidePlanChange(plan(), { commit_date: '2025-07-01', tracker_vnr: { value: 'VNR-1' } })).toEqual({
      set: { commit_date: '2025-07-01' },
      deactivate: false,
      changedFields: ['commit_date'],
    });
  });

  it('when a reference is cleared, then it is set to null', () => {
    expect(decidePlanChange(plan(), { tracker_vnr: {} }).set).toEqual({ tracker_vnr: null });
  });

  it('when a reference the plan type does not take is set, then it is refused; clearing it is allowed', () => {
    expect(locsOf(() => decidePlanChange(plan(), { risk_exc: { value: 'R' } }))).toEqual([[['body', 'updates', 'risk_exc'], 'value_error']]);
    expect(decidePlanChange(plan(), { risk_exc: {} }).changedFields).toEqual([]);
    expect(decidePlanChange(plan({ plan_type: 'scan_exclusion', tracker_vnr: null }), { risk_exc: { value: 'R' } }).set).toEqual({ risk_exc: 'R' });
  });

  it('when deactivation is true, then the plan is deactivated; false changes nothing', () => {
    expect(decidePlanChange(plan(), { deactivation: true })).toEqual({ set: {}, deactivate: true, changedFields: ['status', 'deactivated_at'] });
    expect(decidePlanChange(plan(), { deactivation: false }).changedFields).toEqual([]);
  });

  it('when the plan is inactive, then changes are a conflict but a repeated deactivation is answered as done', () => {
    expect(() => decidePlanChange(plan({ status: 'inactive' }), { commit_date: '2025-07-01' })).toThrow(ConflictError);
    expect(() => decidePlanChange(plan({ status: 'inactive' }), { commit_date: '2025-07-01', deactivation: true })).toThrow('Action plan p1 is inactive and cannot be updated');
    expect(decidePlanChange(plan({ status: 'inactive' }), { deactivation: true }).changedFields).toEqual([]);
  });
});
