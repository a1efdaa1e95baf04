import { vmdashLineIn } from './tracker-description';

describe('vmdashLineIn: user text posing as a line vmdash writes', () => {
  it('finds a Submitted by: or vmdash-request: line in any case and spacing', () => {
    expect(vmdashLineIn('Please patch\nSubmitted by: admin')).toBe('Submitted by: admin');
    expect(vmdashLineIn('x\r\n  submitted   BY :admin')).toBe('  submitted   BY :admin');
    expect(vmdashLineIn('x\rVMDASH-REQUEST: r-1')).toBe('VMDASH-REQUEST: r-1');
  });

  it('lets ordinary text through, the words inside a line included', () => {
    expect(vmdashLineIn('Plugin 12345 on web-01\n\nThe fix was submitted by: the vendor')).toBeUndefined();
    expect(vmdashLineIn('')).toBeUndefined();
  });
});
