/**
 * A later scan made from the real Nessus export nessus_v_unknown.nessus (tests of the finding lifecycle,
 * docs/decisions/0026-finding-lifecycle.md): its hosts `RESCANNED_WITH_FIXES` scanned again at `SECOND_SCAN_END` and no
 * longer reporting their medium findings (severity 2), the hosts of `leftOut` not scanned at all, every other host as it
 * was.
 */

/** The hosts whose medium findings the second scan no longer reports (team retail-banking in the asset inventory). */
export const RESCANNED_WITH_FIXES = ['qa3app02', 'qa3app03'];
/** When the second scan of RESCANNED_WITH_FIXES ended (its HOST_END, read as UTC): the fixed findings' fixed_at. */
export const SECOND_SCAN_END = '2013-07-11T12:00:00.000Z';

/** The second scan of `xml` (the export's text), leaving out the ReportHosts named in `leftOut`. */
export function secondScan(xml: string, leftOut: readonly string[] = []): string {
  return xml.replace(/<ReportHost name="([^"]+)">[\s\S]*?<\/ReportHost>/g, (host: string, name: string) => {
    if (leftOut.includes(name)) return '';
    if (!RESCANNED_WITH_FIXES.includes(name)) return host;
    return host.replace(/<ReportItem [^>]*severity="2"[^>]*>[\s\S]*?<\/ReportItem>/g, '').replace(/<tag name="HOST_END">[^<]*/, '<tag name="HOST_END">Thu Jul 11 12:00:00 2013');
  });
}
