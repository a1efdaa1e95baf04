import { pagePattern, WEB_PAGES, type WebPage } from './web-pages';

const patternOf = (id: string) => pagePattern(WEB_PAGES.find((page) => page.id === id)!);

describe('the page table', () => {
  it('when the pages are listed, then each id and each path appears once', () => {
    expect(new Set(WEB_PAGES.map((page) => page.id)).size).toBe(WEB_PAGES.length);
    expect(new Set(WEB_PAGES.map((page) => page.path)).size).toBe(WEB_PAGES.length);
  });

  it('when a page has a fixed path, then its pattern matches that path only', () => {
    expect(patternOf('overview').test('/')).toBe(true);
    expect(patternOf('overview').test('/findings')).toBe(false);
    expect(patternOf('admin-users').test('/admin/users')).toBe(true);
    expect(patternOf('admin-users').test('/admin/users/1')).toBe(false);
    expect(patternOf('admin-users').test('/admin')).toBe(false);
    expect(patternOf('risk-templates').test('/risk-templates')).toBe(true);
    expect(patternOf('jobs').test('/jobs')).toBe(true);
    expect(patternOf('jobs').test('/jobs/j1')).toBe(false);
  });

  it('when a page has a host id, then its pattern takes 1 to 16 digits and nothing else', () => {
    const host = patternOf('host');
    expect(host.test('/hosts/1')).toBe(true);
    expect(host.test('/hosts/1234567890123456')).toBe(true);
    expect(host.test('/hosts/12345678901234567')).toBe(false);
    expect(host.test('/hosts/abc')).toBe(false);
    expect(host.test('/hosts/')).toBe(false);
    expect(host.test('/hosts/1/plans')).toBe(false);
  });

  it('when a path has a parameter without a pattern, then its pattern is refused', () => {
    const broken: WebPage = { id: 'broken', path: '/things/:thingId' };
    expect(() => pagePattern(broken)).toThrow('page broken: parameter :thingId has no pattern');
  });

  it('when a literal segment holds a pattern character, then it matches only itself', () => {
    const page: WebPage = { id: 'dotted', path: '/a.b' };
    expect(pagePattern(page).test('/a.b')).toBe(true);
    expect(pagePattern(page).test('/axb')).toBe(false);
  });
});
