import { AuditEntryShape, type AuditDocument } from './audit.model';
import { toStoredEntry } from './audit.repository';

const doc: AuditDocument = {
  _id: 'evt-1',
  userId: null,
  username: 'Alice',
  username_key: 'alice',
  action: 'login_failed',
  entityType: 'auth',
  entityId: null,
  details: { reason: 'invalid_password' },
  ipAddress: '10.0.0.1',
  timestamp: new Date('2025-01-01T00:00:00Z'),
  stored_at: new Date('2025-01-01T00:00:01Z'),
};

describe('toStoredEntry', () => {
  it('when a stored entry is read, then every field of the shape is there with _id as id, and the internal keys are not', () => {
    const internal = ['_id', 'username_key', 'stored_at'];
    const fields = Object.fromEntries(Object.entries(doc).filter(([field]) => !internal.includes(field)));
    expect(toStoredEntry(doc)).toEqual({ id: doc._id, ...fields });
    expect(Object.keys(toStoredEntry(doc))).toHaveLength(Object.keys(AuditEntryShape.shape).length - internal.length + 1);
  });
});
