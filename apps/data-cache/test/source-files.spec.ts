import { resolveSourceFiles } from '../src/importers/source-files';
import { SourceGlobError } from '../src/importers/source.errors';
import { sharedDataPath } from '@vmdash/testing';
import { REAL } from './test-paths';

describe('resolveSourceFiles', () => {
  it('when several comma-separated globs are given, then their files come sorted per glob, without duplicates', async () => {
    const nessus = sharedDataPath('scans/nessus');
    const files = await resolveSourceFiles(` ${nessus}/*_v_*.nessus ,${nessus}/*.nessus,`);
    expect(files).toEqual([REAL.nessusUnknown(), REAL.nessusManyVuln(), REAL.nessusWithCwe()]);
  });

  it('when a glob is relative, then it is resolved against the working directory given', async () => {
    await expect(resolveSourceFiles('nexpose/*.xml', sharedDataPath('scans'))).resolves.toEqual([REAL.nexposeManyVulns(), REAL.nexposeReportAuth()]);
  });

  it('when a glob matches nothing, then SourceGlobError names it', async () => {
    const missing = sharedDataPath('scans/nessus/*.nesus');
    const error = await resolveSourceFiles(`${REAL.nessusUnknown()},${missing}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceGlobError);
    expect((error as Error).message).toBe(`source pattern "${missing}" matches no file`);
  });

  it('when the list is empty, then SourceGlobError is thrown', async () => {
    await expect(resolveSourceFiles(' , ')).rejects.toBeInstanceOf(SourceGlobError);
  });
});
