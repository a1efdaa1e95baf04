import { demoEstateFindings } from './demo-estate';
import { embeddedMongoHeapMib } from './embedded-mongo-heap';

describe('embeddedMongoHeapMib', () => {
  it("keeps Node's default for the default demo and grows about 5 KiB a finding for large estates", () => {
    expect(embeddedMongoHeapMib(50 * 12)).toBe(4_096);
    expect(embeddedMongoHeapMib(500_000)).toBe(4_490);
    expect(embeddedMongoHeapMib(2_000_000)).toBe(11_814);
  });
});

describe('demoEstateFindings', () => {
  it('counts the generated demo from its settings and their defaults', () => {
    expect(demoEstateFindings({})).toBe(600);
    expect(demoEstateFindings({ DEMO_BETA_HOSTS: '100000', DEMO_BETA_FINDINGS_PER_HOST: '20' })).toBe(2_000_000);
  });

  it('knows nothing of scanner exports or of settings that are not numbers', () => {
    expect(demoEstateFindings({ BETA_SOURCES: '/data/*.nessus', DEMO_BETA_HOSTS: '100000' })).toBe(0);
    expect(demoEstateFindings({ DEMO_BETA_HOSTS: 'many' })).toBe(0);
  });
});
