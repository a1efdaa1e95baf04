import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetInventory, loadAssetInventory } from '../src/enrichment/asset-inventory';
import { KevCatalog, loadKevCatalog } from '../src/enrichment/kev-catalog';
import { SourceFileError } from '../src/importers/source.errors';
import { REAL } from './test-paths';

const host = (ip_address: string | null, hostname: string | null = null, fqdn: string | null = null) => ({ ip_address, hostname, fqdn });

describe('asset inventory', () => {
  let inventory: AssetInventory;
  let dir: string;

  beforeAll(async () => {
    inventory = await loadAssetInventory(REAL.inventory());
    dir = await mkdtemp(path.join(tmpdir(), 'vmdash-inventory-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when the real inventory is loaded, then its 20 rows are usable', () => {
    expect(inventory.size).toBe(20);
    expect(inventory.skipped).toEqual([]);
  });

  it('when an asset has a listed IP address, then that row wins over a name that matches another row', () => {
    expect(inventory.ownerOf(host('10.31.112.21', 'qa3app05'))).toEqual({ owner: 'payments-platform', bu_team: 'retail-banking' });
  });

  it('when an asset has no listed address, then its hostname or FQDN matches case-insensitively', () => {
    expect(inventory.ownerOf(host(null, 'QA3APP03'))).toEqual({ owner: 'card-services', bu_team: 'retail-banking' });
    expect(inventory.ownerOf(host('10.99.99.99', 'preprod', 'PREPROD.boardvantage.net'))).toEqual({ owner: 'board-portal', bu_team: 'governance' });
  });

  it('when nothing matches, then the asset is unassigned with no team', () => {
    expect(inventory.ownerOf(host('192.168.0.42', 'host4'))).toEqual({ owner: 'unassigned', bu_team: null });
    expect(AssetInventory.empty().ownerOf(host('10.31.112.21'))).toEqual({ owner: 'unassigned', bu_team: null });
  });

  it('when rows lack an owner or an address and name, then they are skipped with the line', async () => {
    const file = path.join(dir, 'quirky.csv');
    await writeFile(file, '\ufeffHostname,IP_Address,Owner,BU_Team\ndb-01,10.0.0.1,dba,data\n,,orphan,x\nweb-01,10.0.0.300,web,\nno-owner,10.0.0.4,,team\n');
    const loaded = await loadAssetInventory(file);
    expect(loaded.size).toBe(2);
    expect(loaded.skipped.map((s) => `${s.subject}: ${s.reason}`)).toEqual([
      'inventory line 3: row without hostname or ip_address',
      'inventory line 4: invalid IP address "10.0.0.300"; row matched by hostname only',
      'inventory line 5: row without an owner',
    ]);
    expect(loaded.ownerOf(host(null, 'WEB-01'))).toEqual({ owner: 'web', bu_team: null });
  });

  it("when the real inventory gives criticality and internet exposure, then a host's row carries both", () => {
    expect(inventory.match(host('12.233.108.201'))).toMatchObject({ criticality: 4, internet_facing: true });
    expect(inventory.match(host(null, 'qa3app01'))).toMatchObject({ criticality: 2, internet_facing: false });
    expect(inventory.match(host('192.168.0.10'))).toMatchObject({ criticality: 5, internet_facing: false });
  });

  it('when criticality or internet_facing are absent, empty or invalid, then the row keeps null for the default and an invalid cell is reported', async () => {
    const file = path.join(dir, 'tiers.csv');
    await writeFile(file, 'hostname,ip_address,owner,criticality,internet_facing\na,10.0.0.1,x,5,YES\nb,10.0.0.2,x,,\nc,10.0.0.3,x,7,maybe\n');
    const loaded = await loadAssetInventory(file);
    expect(['a', 'b', 'c'].map((name) => loaded.match(host(null, name)))).toMatchObject([
      { criticality: 5, internet_facing: true },
      { criticality: null, internet_facing: null },
      { criticality: null, internet_facing: null },
    ]);
    expect(loaded.skipped.map((s) => `${s.subject}: ${s.reason}`)).toEqual([
      'inventory line 4: invalid criticality (not 1 to 5); the default criticality applies',
      'inventory line 4: invalid internet_facing (not true or false); the default exposure applies',
    ]);
    const older = path.join(dir, 'no-tiers.csv');
    await writeFile(older, 'hostname,ip_address,owner\na,10.0.0.1,x\n');
    expect((await loadAssetInventory(older)).match(host(null, 'a'))).toMatchObject({ criticality: null, internet_facing: null });
  });

  it('when a required column is missing, then SourceFileError names it', async () => {
    const file = path.join(dir, 'no-owner.csv');
    await writeFile(file, 'hostname,ip_address,team\na,10.0.0.1,x\n');
    await expect(loadAssetInventory(file)).rejects.toThrow(/lacks the column\(s\) owner/);
  });

  it('when the file does not exist, then SourceFileError says it cannot be read', async () => {
    await expect(loadAssetInventory(path.join(dir, 'missing.csv'))).rejects.toThrow(/missing\.csv: cannot read the asset inventory: ENOENT/);
  });

  it('when the CSV is malformed, then SourceFileError is thrown', async () => {
    const file = path.join(dir, 'broken.csv');
    await writeFile(file, 'hostname,ip_address,owner\n"a,10.0.0.1,x\n');
    await expect(loadAssetInventory(file)).rejects.toBeInstanceOf(SourceFileError);
  });
});

describe('KEV catalog', () => {
  let kev: KevCatalog;
  beforeAll(async () => {
    kev = await loadKevCatalog(REAL.kev());
  });

  it('when the real catalog is loaded, then it lists its 1404 CVEs with their dates', () => {
    expect(kev.size).toBe(1404);
    expect(kev.version).toBe('2025.08.25');
    expect(kev.dateAdded('CVE-2021-44228')).toBe('2021-12-10');
    expect(kev.dateAdded('cve-2012-1823')).toBe('2022-03-25');
    expect(kev.dateAdded('CVE-2005-1794')).toBeNull();
  });

  it('when a finding names several CVEs, then the earliest date added is its KEV date', () => {
    expect(kev.earliestDateAdded(['CVE-2017-0147', 'CVE-2005-1794', 'CVE-2017-0144'])).toBe('2022-02-10');
    expect(kev.earliestDateAdded(['CVE-2005-1794'])).toBeNull();
  });

  it('when a CVE is known to be used by ransomware, then the catalog says so for any finding naming it; due dates are the earliest', () => {
    expect(kev.anyRansomware(['CVE-2005-1794', 'cve-2021-44228'])).toBe(true);
    expect(kev.anyRansomware(['CVE-2012-1823'])).toBe(false);
    expect(kev.earliestDueDate(['CVE-2012-1823', 'CVE-2021-44228'])).toBe('2021-12-24');
  });

  it('when the file is not a KEV catalog, then SourceFileError says why', async () => {
    await expect(loadKevCatalog(REAL.inventory())).rejects.toThrow(/cannot read the KEV catalog/);
    const dir = await mkdtemp(path.join(tmpdir(), 'vmdash-kev-'));
    const file = path.join(dir, 'kev.json');
    await writeFile(file, JSON.stringify({ vulnerabilities: [{ cveID: 'CVE-2021-44228' }] }));
    await expect(loadKevCatalog(file)).rejects.toThrow(/not a KEV catalog: vulnerabilities\.0\.dateAdded/);
    await rm(dir, { recursive: true, force: true });
  });
});
