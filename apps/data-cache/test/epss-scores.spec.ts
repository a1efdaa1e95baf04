import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEpssScores } from '../src/enrichment/epss-scores';
import { SourceFileError } from '../src/importers/source.errors';

/**
 * FIRST's daily EPSS file as published (https://www.first.org/epss/data_stats): a `#model_version,score_date` line,
 * the header, one line per CVE. The CVEs are ones the real exports contain (OpenVAS, Nexpose, Nessus); the scores are
 * this test's.
 */
const FIRST_FORMAT = [
  '#model_version:v2025.03.14,score_date:2025-08-25T12:55:00Z',
  'cve,epss,percentile',
  'CVE-2012-1823,0.94389,0.99953',
  'CVE-2009-2765,0.07316,0.91052',
  'CVE-2005-1794,0.00713,0.71249',
  '',
].join('\n');

describe('EPSS scores', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vmdash-epss-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    await writeFile(file, content);
    return file;
  };

  it("when FIRST's CSV is loaded, then every CVE has its probability and percentile, and the first line gives the model and date", async () => {
    const scores = await loadEpssScores(await write('epss_scores-2025-08-25.csv', FIRST_FORMAT));
    expect(scores).toMatchObject({ size: 3, modelVersion: 'v2025.03.14', scoreDate: '2025-08-25T12:55:00Z', skipped: [], configured: true });
    expect(scores.highest(['cve-2012-1823'])).toEqual({ cve_id: 'CVE-2012-1823', epss: 0.94389, percentile: 0.99953 });
  });

  it('when the file is gzipped, as FIRST publishes it, then it loads the same', async () => {
    const scores = await loadEpssScores(await write('epss_scores-2025-08-25.csv.gz', gzipSync(FIRST_FORMAT)));
    expect(scores.size).toBe(3);
    expect(scores.highest(['CVE-2009-2765'])).toEqual({ cve_id: 'CVE-2009-2765', epss: 0.07316, percentile: 0.91052 });
  });

  it('when a finding names several CVEs, then the highest probability among them is its score; none scored is null', async () => {
    const scores = await loadEpssScores(await write('several.csv', FIRST_FORMAT));
    expect(scores.highest(['CVE-2005-1794', 'CVE-2009-2765', 'CVE-1999-0001'])).toMatchObject({ cve_id: 'CVE-2009-2765', epss: 0.07316 });
    expect(scores.highest(['CVE-1999-0001'])).toBeNull();
  });

  it('when lines are bad, then each is left out and reported with its line, and the rest of the file loads', async () => {
    const file = await write(
      'bad-lines.csv',
      [
        '#model_version:v2025.03.14,score_date:2025-08-25T12:55:00Z',
        'cve,epss,percentile',
        'CVE-2012-1823,0.94389,0.99953',
        'not-a-cve,0.5,0.5',
        'CVE-2009-2765,1.7,0.9',
        'CVE-2005-1794,abc,0.7',
        'CVE-2014-0160,0.94,',
        'CVE-2016-2183,0.12,0.94',
      ].join('\n'),
    );
    const scores = await loadEpssScores(file);
    expect(scores.size).toBe(2);
    expect(scores.skipped.map((s) => `${s.subject.split(' (')[0]}: ${s.reason}`)).toEqual([
      'EPSS line 4: EPSS line without a valid CVE id',
      'EPSS line 5: EPSS line with a probability or percentile outside 0..1',
      'EPSS line 6: EPSS line with a probability or percentile outside 0..1',
      'EPSS line 7: EPSS line with a probability or percentile outside 0..1',
    ]);
    expect(scores.highest(['CVE-2016-2183'])).toMatchObject({ epss: 0.12 });
  });

  it('when the first line is missing or the percentile column is absent, then the scores still load, without them', async () => {
    const scores = await loadEpssScores(await write('bare.csv', 'epss,cve\n0.5,CVE-2012-1823\n'));
    expect(scores).toMatchObject({ size: 1, modelVersion: null, scoreDate: null });
    expect(scores.highest(['CVE-2012-1823'])).toEqual({ cve_id: 'CVE-2012-1823', epss: 0.5, percentile: null });
  });

  it('when the file is missing, has no cve and epss columns, or is a broken gzip, then SourceFileError names it', async () => {
    await expect(loadEpssScores(path.join(dir, 'missing.csv'))).rejects.toThrow(/missing\.csv: cannot read the EPSS scores: ENOENT/);
    await expect(loadEpssScores(await write('no-columns.csv', '#model_version:v1\nid,score\nCVE-2012-1823,0.5\n'))).rejects.toThrow(/lack the column\(s\) cve and epss/);
    const broken = gzipSync(FIRST_FORMAT).subarray(0, 30);
    await expect(loadEpssScores(await write('broken.csv.gz', broken))).rejects.toBeInstanceOf(SourceFileError);
  });
});
