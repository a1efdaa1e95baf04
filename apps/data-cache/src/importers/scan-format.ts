import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { importNessusFile, NESSUS_ROOT } from './nessus.parser';
import { importNexposeFile, NEXPOSE_ROOT } from './nexpose.parser';
import type { AlphaImportItem, BetaImportItem, ScanFormat } from './observations';
import { importOpenVasFile, OPENVAS_ROOTS } from './openvas.parser';
import { SourceFileError } from './source.errors';

const FORMAT_BY_ROOT: ReadonlyMap<string, ScanFormat> = new Map<string, ScanFormat>([
  [NESSUS_ROOT, 'nessus'],
  [NEXPOSE_ROOT, 'nexpose'],
  ...OPENVAS_ROOTS.map((root): [string, ScanFormat] => [root, 'openvas']),
]);

/** Formats each source accepts (docs/architecture.md, "Data sources"). */
const ALPHA_FORMATS: readonly ScanFormat[] = ['nexpose', 'openvas'];
const BETA_FORMATS: readonly ScanFormat[] = ['nessus'];

/**
 * The scanner format of `file`, from its root element (NessusClientData_v2, NexposeReport, OpenVAS report). Reads
 * only up to the root's start tag.
 *
 * @throws SourceFileError when the file is unreadable, malformed before its root, empty, or has an unknown root.
 */
export async function detectScanFormat(file: string): Promise<ScanFormat> {
  const parser = new SaxesParser({ position: true });
  // Written by the parser's callbacks; an object so that the checks after the loop are not narrowed away.
  const seen: { root: string | null; failure: SourceFileError | null } = { root: null, failure: null };
  parser.on('opentag', (tag) => {
    seen.root ??= tag.name;
  });
  parser.on('error', (err) => {
    // The whole first chunk is parsed: an error anywhere in it is reported here, at its own position.
    seen.failure ??= new SourceFileError(file, err.message.replace(/^\d+:\d+: /, ''), parser.line, parser.column);
  });
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      if (seen.failure !== null || seen.root !== null) break;
    }
  } catch (err) {
    throw new SourceFileError(file, `cannot read the file: ${(err as Error).message}`);
  } finally {
    stream.destroy();
  }
  const { root, failure } = seen;
  if (failure !== null) throw failure;
  if (root === null) throw new SourceFileError(file, 'no XML root element (empty or not an XML file)');
  const format = FORMAT_BY_ROOT.get(root);
  if (format === undefined) {
    throw new SourceFileError(file, `unknown scan format: root element <${root}> is none of <${[...FORMAT_BY_ROOT.keys()].join('>, <')}>`);
  }
  return format;
}

/**
 * Imports one alpha source file (Rapid7 Nexpose or Greenbone/OpenVAS XML, told apart by the root element).
 *
 * @throws SourceFileError as `detectScanFormat` and the importers do, and for a file of a beta format.
 */
export async function* importAlphaFile(file: string): AsyncGenerator<AlphaImportItem> {
  const format = await detectScanFormat(file);
  if (format === 'nexpose') yield* importNexposeFile(file);
  else if (format === 'openvas') yield* importOpenVasFile(file);
  else throw new SourceFileError(file, `a ${format} export is not an alpha source (alpha reads ${ALPHA_FORMATS.join(', ')})`);
}

/**
 * Imports one beta source file (Tenable Nessus v2).
 *
 * @throws SourceFileError as `detectScanFormat` and the importer do, and for a file of an alpha format.
 */
export async function* importBetaFile(file: string): AsyncGenerator<BetaImportItem> {
  const format = await detectScanFormat(file);
  if (format !== 'nessus') {
    throw new SourceFileError(file, `a ${format} export is not a beta source (beta reads ${BETA_FORMATS.join(', ')})`);
  }
  yield* importNessusFile(file);
}
