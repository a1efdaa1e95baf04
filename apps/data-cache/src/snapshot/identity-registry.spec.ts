import { assignHostIds, cloneIdentityRegistry, createIdentityRegistry, findingIdentity } from './identity-registry';

const host = (ip_address: string | null, hostname: string | null = null, fqdn: string | null = null) => ({ ip_address, hostname, fqdn });

describe('identity registry', () => {
  it('when hosts are new, then ids are allocated from 1 (beta) or 1_000_000_000 (alpha)', () => {
    const beta = createIdentityRegistry('beta');
    expect(assignHostIds([host('10.0.0.1'), host(null, 'a')], beta)).toEqual([1, 2]);
    const alpha = createIdentityRegistry('alpha');
    expect(assignHostIds([host('10.0.0.1'), host('10.0.0.2')], alpha, (i) => (i === 0 ? 7 : null))).toEqual([7, 1_000_000_000]);
  });

  it('when a host is known by address, then the address wins over a name another host had', () => {
    const registry = createIdentityRegistry('beta');
    assignHostIds([host('10.0.0.1', 'alpha'), host('10.0.0.2', 'beta')], registry);
    // Host "beta" moved to a new address and a new host took its old name's address; the address decides first.
    expect(assignHostIds([host('10.0.0.3', 'beta'), host('10.0.0.2', 'gamma')], registry)).toEqual([3, 2]);
  });

  it('when a host is found again by name only, then it keeps its id', () => {
    const registry = createIdentityRegistry('beta');
    assignHostIds([host('10.0.0.1', 'db-01', 'db-01.corp.example')], registry);
    expect(assignHostIds([host('10.9.9.9', null, 'DB-01.corp.example')], registry)).toEqual([1]);
  });

  it('when two hosts claim the same fixed id, then the second gets a new one', () => {
    const registry = createIdentityRegistry('alpha');
    expect(assignHostIds([host('10.0.0.1'), host('10.0.0.2')], registry, () => 5)).toEqual([5, 1_000_000_000]);
  });

  it('when a finding is seen earlier than recorded, then first_seen moves back without touching the previous registry', () => {
    const previous = createIdentityRegistry('beta');
    expect(findingIdentity(previous, '1|19506|0|tcp', '2024-05-01T00:00:00.000Z', 'now')).toEqual({ id: 1, first_seen: '2024-05-01T00:00:00.000Z' });
    const next = cloneIdentityRegistry(previous);
    expect(findingIdentity(next, '1|19506|0|tcp', '2024-01-01T00:00:00.000Z', 'now')).toEqual({ id: 1, first_seen: '2024-01-01T00:00:00.000Z' });
    expect(previous.findings.get('1|19506|0|tcp')?.first_seen).toBe('2024-05-01T00:00:00.000Z');
    expect(findingIdentity(next, '1|19506|0|tcp', '2024-09-01T00:00:00.000Z', 'now').first_seen).toBe('2024-01-01T00:00:00.000Z');
  });
});
