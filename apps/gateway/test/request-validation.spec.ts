import { startHarness, type GatewayHarness } from './support/gateway-harness';

const INT_PARSING = 'Input should be a valid integer, unable to parse string as an integer';

describe("request validation (422 with FastAPI's body)", () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  /** Sends a request that must be refused with 422 before any service is called; returns `detail`. */
  const refused = async (method: string, path: string, options: { body?: unknown; rawBody?: string } = {}) => {
    const callsBefore = h.dataCache.calls.length + h.actionPlan.calls.length;
    const answer = await h.request(method, path, options);
    expect(answer.status).toBe(422);
    expect(h.dataCache.calls.length + h.actionPlan.calls.length).toBe(callsBefore);
    return (answer.body as { detail: unknown[] }).detail;
  };

  describe('path and query', () => {
    it('when page is not an integer, then the error is int_parsing at ["path","page"]', async () => {
      expect(await refused('GET', '/alpha-assets/abc')).toEqual([{ type: 'int_parsing', loc: ['path', 'page'], msg: INT_PARSING, input: 'abc' }]);
      expect(await refused('GET', '/beta-assets/1.5')).toEqual([{ type: 'int_parsing', loc: ['path', 'page'], msg: INT_PARSING, input: '1.5' }]);
    });

    it('when page is below 1, then the error is greater_than_equal', async () => {
      expect(await refused('GET', '/alpha-assets/0')).toEqual([{ type: 'greater_than_equal', loc: ['path', 'page'], msg: 'Input should be greater than or equal to 1', input: '0', ctx: { ge: 1 } }]);
    });

    it('when host_id or asset_id is not an integer, then each route reports it at ["path", name]', async () => {
      for (const path of ['/beta-asset/x', '/beta-vulnerabilities/x/19506', '/beta-vulnerabilities-by-host/x', '/hosts/x/action-plans']) {
        expect(await refused('GET', path)).toEqual([{ type: 'int_parsing', loc: ['path', 'host_id'], msg: INT_PARSING, input: 'x' }]);
      }
      expect(await refused('GET', '/alpha-vulnerabilities/one/CVE-2021-44228')).toEqual([{ type: 'int_parsing', loc: ['path', 'asset_id'], msg: INT_PARSING, input: 'one' }]);
    });

    it('when page_size is not an integer or above 1000, then the error is at ["query","page_size"]', async () => {
      expect(await refused('GET', '/alpha-assets/1?page_size=ten')).toEqual([{ type: 'int_parsing', loc: ['query', 'page_size'], msg: INT_PARSING, input: 'ten' }]);
      expect(await refused('GET', '/beta-assets/1?page_size=5000')).toEqual([
        { type: 'less_than_equal', loc: ['query', 'page_size'], msg: 'Input should be less than or equal to 1000', input: '5000', ctx: { le: 1000 } },
      ]);
    });
  });

  describe('bodies', () => {
    it('when a required field is missing, then the error is missing with the object as input', async () => {
      expect(await refused('POST', '/alpha-assets', { body: {} })).toEqual([{ type: 'missing', loc: ['body', 'owners'], msg: 'Field required', input: {} }]);
      expect(await refused('POST', '/alpha-vulnerabilities', { body: { assets: [{ asset_id: 1 }] } })).toEqual([
        { type: 'missing', loc: ['body', 'assets', 0, 'cve_ids'], msg: 'Field required', input: { asset_id: 1 } },
      ]);
    });

    it('when there is no body at all, then the error is missing at ["body"]', async () => {
      expect(await refused('POST', '/beta-vulnerabilities-by-host')).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
    });

    it('when the body is not JSON, then the error is json_invalid', async () => {
      const detail = await refused('POST', '/beta-assets', { rawBody: '{"owners": [' });
      expect(detail).toEqual([expect.objectContaining({ type: 'json_invalid', msg: 'JSON decode error' })]);
      expect((detail[0] as { loc: unknown[] }).loc[0]).toBe('body');
    });

    it('when the body is not an object, then the error is model_attributes_type', async () => {
      expect(await refused('POST', '/beta-assets', { body: ['bob'] })).toEqual([
        { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: ['bob'] },
      ]);
    });

    it("when fields have the wrong type, then each is reported with pydantic's type and location", async () => {
      expect(await refused('POST', '/alpha-assets', { body: { owners: 'alice' } })).toEqual([{ type: 'list_type', loc: ['body', 'owners'], msg: 'Input should be a valid list', input: 'alice' }]);
      expect(await refused('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [1, 2, 3, 'x', 2.5] } })).toEqual([
        { type: 'int_type', loc: ['body', 'host_ids', 3], msg: 'Input should be a valid integer', input: 'x' },
        { type: 'int_from_float', loc: ['body', 'host_ids', 4], msg: 'Input should be a valid integer, got a number with a fractional part', input: 2.5 },
      ]);
      expect(await refused('POST', '/beta-vulnerabilities', { body: { assets: [{ host_id: 1, scanner_ids: [19506] }] } })).toEqual([
        { type: 'string_type', loc: ['body', 'assets', 0, 'scanner_ids', 0], msg: 'Input should be a valid string', input: 19506 },
      ]);
      expect(await refused('PATCH', '/hosts/1/action-plans', { body: { action_plan_id: 'p', updates: { deactivation: 'yes' } } })).toEqual([
        { type: 'bool_type', loc: ['body', 'updates', 'deactivation'], msg: 'Input should be a valid boolean', input: 'yes' },
      ]);
    });

    it('when path and body are both wrong, then every problem is reported at once', async () => {
      const detail = await refused('PUT', '/hosts/abc/action-plans', { body: {} });
      expect(detail.map((error) => (error as { loc: unknown[] }).loc)).toEqual([
        ['path', 'host_id'],
        ['body', 'plan_type'],
        ['body', 'commit_date'],
      ]);
    });

    it("when plan_type is not one of the five, then the error is enum with pydantic's wording", async () => {
      expect(await refused('PUT', '/hosts/1/action-plans', { body: { plan_type: 'ignore', commit_date: '2025-06-30' } })).toEqual([
        {
          type: 'enum',
          loc: ['body', 'plan_type'],
          msg: "Input should be 'decommission', 'remediation', 'false_positive', 'risk_acceptance' or 'scan_exclusion'",
          input: 'ignore',
          ctx: { expected: "'decommission', 'remediation', 'false_positive', 'risk_acceptance' or 'scan_exclusion'" },
        },
      ]);
    });

    it('when commit_date is not a calendar date, then the error is date_parsing', async () => {
      for (const [commit_date, reason] of [
        ['2025-02-29', 'day value is outside expected range'],
        ['2025-13-01', 'month value is outside expected range of 1-12'],
        ['30/06/2025', 'invalid character in year'],
        ['2025-6-30', 'input is too short'],
      ]) {
        expect(await refused('PUT', '/hosts/1/action-plans', { body: { plan_type: 'decommission', commit_date } })).toEqual([
          { type: 'date_parsing', loc: ['body', 'commit_date'], msg: `Input should be a valid date in the format YYYY-MM-DD, ${reason}`, input: commit_date, ctx: { error: reason } },
        ]);
      }
    });

    it('when PATCH updates carries a key other than the four patchable ones, then it is extra_forbidden', async () => {
      expect(await refused('PATCH', '/hosts/1/action-plans', { body: { action_plan_id: 'p', updates: { status: 'inactive', commit_date: '2025-06-30' } } })).toEqual([
        { type: 'extra_forbidden', loc: ['body', 'updates', 'status'], msg: 'Extra inputs are not permitted', input: 'inactive' },
      ]);
    });

    it('when a body has an unknown top-level key, then it is extra_forbidden (strict bodies)', async () => {
      expect(await refused('PUT', '/hosts/1/action-plans', { body: { plan_type: 'decommission', commit_date: '2025-06-30', scannerid: '1' } })).toEqual([
        { type: 'extra_forbidden', loc: ['body', 'scannerid'], msg: 'Extra inputs are not permitted', input: '1' },
      ]);
    });

    it('when a list is longer than 10,000 items, then the error is too_long', async () => {
      const host_ids = Array.from({ length: 10_001 }, (_, i) => i + 1);
      const [error] = await refused('POST', '/hosts/create-bulk-action-plans', { body: { host_ids, plan_type: 'decommission', commit_date: '2025-06-30' } });
      expect(error).toMatchObject({ type: 'too_long', loc: ['body', 'host_ids'], msg: 'List should have at most 10000 items after validation, not 10001' });
    });

    it('when the body is larger than 2 MB, then it is 413', async () => {
      const answer = await h.request('POST', '/beta-assets', { body: { owners: ['x'.repeat(2_200_000)] } });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ detail: 'Request body too large' });
    });
  });

  describe('operator objects where a value belongs (never reach a MongoDB query)', () => {
    it('when owners holds a query operator, then it is string_type', async () => {
      expect(await refused('POST', '/alpha-assets', { body: { owners: [{ $gt: '' }] } })).toEqual([
        { type: 'string_type', loc: ['body', 'owners', 0], msg: 'Input should be a valid string', input: { $gt: '' } },
      ]);
    });

    it('when host_ids holds a query operator, then it is int_type', async () => {
      expect(await refused('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [{ $ne: 1 }] } })).toEqual([
        { type: 'int_type', loc: ['body', 'host_ids', 0], msg: 'Input should be a valid integer', input: { $ne: 1 } },
      ]);
    });

    it('when plan fields or the plan id are operator objects, then each one is refused', async () => {
      const detail = await refused('PUT', '/hosts/1/action-plans', {
        body: { plan_type: { $ne: null }, commit_date: { $gt: '' }, scanner_id: { $regex: '.*' }, active_host_findings_id: { $gt: 0 }, risk_exc: { $exists: true } },
      });
      expect(detail.map((error) => [(error as { type: string }).type, (error as { loc: unknown[] }).loc.join('.')])).toEqual([
        ['enum', 'body.plan_type'],
        ['string_type', 'body.commit_date'],
        ['string_type', 'body.scanner_id'],
        ['int_type', 'body.active_host_findings_id'],
        ['string_type', 'body.risk_exc'],
      ]);
      expect(await refused('PATCH', '/hosts/1/action-plans', { body: { action_plan_id: { $ne: '' }, updates: { $set: { status: 'inactive' } } } })).toEqual([
        { type: 'string_type', loc: ['body', 'action_plan_id'], msg: 'Input should be a valid string', input: { $ne: '' } },
        { type: 'extra_forbidden', loc: ['body', 'updates', '$set'], msg: 'Extra inputs are not permitted', input: { status: 'inactive' } },
      ]);
    });
  });

  describe('validation by the services', () => {
    it('when the action-plan service refuses a plan with field violations, then the answer is the same 422 body', async () => {
      const answer = await h.request('PUT', '/hosts/1/action-plans', { body: { plan_type: 'decommission', commit_date: '2025-06-30', scanner_id: '19506' } });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        detail: [{ type: 'value_error', loc: ['body', 'scanner_id'], msg: 'Value error, decommission applies to the whole host and takes no scanner_id' }],
      });
    });

    it('when the data-cache service answers INVALID_ARGUMENT, then it is 422 with its violations', async () => {
      const answer = await h.request('GET', '/beta-vulnerabilities/422/0');
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ detail: [{ type: 'value_error', loc: ['path', 'scanner_id'], msg: 'Unknown plugin id' }] });
    });
  });
});
