import { machineHostsOf, type SourceHosts } from './machine-hosts';

type Host = { id: number; ip_address: string | null; fqdn: string | null; hostname: string | null };
const hostsOf = (hosts: Host[]): SourceHosts => ({ host: (id) => hosts.find((host) => host.id === id), hosts: () => hosts });

const BETA = hostsOf([
  { id: 1, ip_address: '10.0.0.1', fqdn: 'web01.example.com', hostname: 'web01' },
  { id: 2, ip_address: null, fqdn: null, hostname: 'DB02' },
]);
const ALPHA = hostsOf([
  { id: 100, ip_address: '10.0.0.1', fqdn: null, hostname: 'other-name' },
  { id: 101, ip_address: '10.0.0.9', fqdn: null, hostname: 'WEB01' },
  { id: 102, ip_address: '10.0.0.2', fqdn: 'db02', hostname: null },
]);
const ids = (machine: Record<'alpha' | 'beta', Set<number>>) => ({ alpha: [...machine.alpha], beta: [...machine.beta] });

describe('the hosts of one machine across sources (matched as the importers merge hosts)', () => {
  it('when another source holds a host of the same address, then it is the machine, before any host of the same name', () => {
    expect(ids(machineHostsOf('beta', 1, { alpha: ALPHA, beta: BETA }))).toEqual({ alpha: [100], beta: [1] });
  });

  it('when no host shares the address, then a host of the same FQDN or hostname, case-insensitive, is the machine', () => {
    expect(ids(machineHostsOf('beta', 2, { alpha: ALPHA, beta: BETA }))).toEqual({ alpha: [102], beta: [2] });
    expect(ids(machineHostsOf('alpha', 102, { alpha: ALPHA, beta: BETA }))).toEqual({ alpha: [102], beta: [2] });
  });

  it('when the host is unknown to its snapshot, then the machine is that host alone', () => {
    expect(ids(machineHostsOf('beta', 9, { alpha: ALPHA, beta: BETA }))).toEqual({ alpha: [], beta: [9] });
  });
});
