import { existsSync } from 'node:fs';
import path from 'node:path';
import { sharedDataPath } from './shared-data';

describe('sharedDataPath', () => {
  const saved = process.env.VMDASH_SHARED_DATA;
  afterEach(() => {
    if (saved === undefined) delete process.env.VMDASH_SHARED_DATA;
    else process.env.VMDASH_SHARED_DATA = saved;
  });

  it('when VMDASH_SHARED_DATA is not set, then the data is read from shared/data beside the repository root, wherever the checkout lives', () => {
    delete process.env.VMDASH_SHARED_DATA;
    const repositoryRoot = path.resolve(__dirname, '../../..');
    expect(existsSync(path.join(repositoryRoot, 'nx.json'))).toBe(true);
    expect(sharedDataPath('inventory/asset-inventory.csv')).toBe(path.join(path.dirname(repositoryRoot), 'shared/data/inventory/asset-inventory.csv'));
  });

  it('when VMDASH_SHARED_DATA is set, then it is the root (a relative one from the working directory); set but empty counts as not set', () => {
    process.env.VMDASH_SHARED_DATA = '/data/vmdash';
    expect(sharedDataPath('scans', 'nessus')).toBe('/data/vmdash/scans/nessus');
    process.env.VMDASH_SHARED_DATA = 'exports';
    expect(sharedDataPath('kev')).toBe(path.join(process.cwd(), 'exports/kev'));
    process.env.VMDASH_SHARED_DATA = '';
    expect(sharedDataPath()).toBe(path.resolve(__dirname, '../../../..', 'shared/data'));
  });
});
