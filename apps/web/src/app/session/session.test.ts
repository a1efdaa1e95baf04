import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { can } from './session';

describe('what the app offers a user', () => {
  it("when GET /api/auth/me grants or withholds a capability, then the app follows it, whatever the user's group", () => {
    const reader = meAs('Read_Only');
    expect(can(reader, 'export')).toBe(false);
    expect(can({ ...reader, capabilities: { ...reader.capabilities, export: true } }, 'export')).toBe(true);
    const admin = meAs('Admin');
    expect(can(admin, 'administer')).toBe(true);
    expect(can({ ...admin, capabilities: { ...admin.capabilities, administer: false } }, 'administer')).toBe(false);
  });

  it('when nobody is signed in, or the session is still loading, then nothing is offered', () => {
    expect(can(null, 'write')).toBe(false);
    expect(can(undefined, 'write')).toBe(false);
  });
});
