import { subjectFilterRequest } from './platform.client';

describe('subjectFilterRequest (interface spec, "C. Outbound calls": subjectFilterRequest JSON shape)', () => {
  it('holds several ids as one comma-separated IN value inside filterRequest, subject hostFinding', () => {
    expect(JSON.parse(subjectFilterRequest(['11', '12', '13']))).toEqual({
      subject: 'hostFinding',
      filterRequest: { filters: [{ field: 'id', exclusive: false, operator: 'IN', value: '11,12,13' }] },
    });
  });

  it('is an empty filters array for an empty workflow', () => {
    expect(JSON.parse(subjectFilterRequest([]))).toEqual({ subject: 'hostFinding', filterRequest: { filters: [] } });
  });
});
