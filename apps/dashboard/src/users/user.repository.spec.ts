import { toStoredUser } from './user.repository';
import { UserShape, type UserDocument } from './user.model';

const doc: UserDocument = {
  _id: '2d0f7c1e-6b5a-4c3d-9e8f-7a6b5c4d3e2f',
  username: 'Alice',
  username_key: 'alice',
  email: 'alice@example.com',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  user_group: 'Standard_User',
  is_active: true,
  created_at: new Date('2025-01-01T00:00:00Z'),
  last_login: null,
  bu_teams: ['blue'],
  beta_first_name: 'Alice',
  beta_last_name: null,
  password_changed_at: new Date('2025-01-01T00:00:00Z'),
  oidc_issuer: 'https://idp.example.test',
  oidc_subject: 'alice-at-the-provider',
};

describe('toStoredUser', () => {
  it('when a stored user is read, then every field of the shape is there with _id as id, and the internal keys are not', () => {
    const internal = ['_id', 'username_key', 'password_changed_at'];
    const fields = Object.fromEntries(Object.entries(doc).filter(([field]) => !internal.includes(field)));
    expect(toStoredUser(doc)).toEqual({ id: doc._id, ...fields });
    expect(Object.keys(toStoredUser(doc))).toHaveLength(Object.keys(UserShape.shape).length - internal.length + 1);
  });
});
