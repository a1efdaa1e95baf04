/**
 * The beta findings of the estate a development system serves from its settings: the generated demo's hosts x
 * findings per host (data-cache's DEMO_BETA_HOSTS, default 50, and DEMO_BETA_FINDINGS_PER_HOST, default 12), or 0 when
 * scanner exports are configured (BETA_SOURCES), whose size is not known before they are read. Used to size the heaps
 * of `npm start`'s processes (data-cache-heap.ts, embedded-mongo-heap.ts).
 * @param env the environment `npm start` runs with
 * @returns findings, 0 when they cannot be known (or the settings are not numbers)
 */
export function demoEstateFindings(env: Readonly<Record<string, string | undefined>>): number {
  if (env['BETA_SOURCES']) return 0;
  const findings = Number(env['DEMO_BETA_HOSTS'] ?? 50) * Number(env['DEMO_BETA_FINDINGS_PER_HOST'] ?? 12);
  return Number.isFinite(findings) && findings > 0 ? findings : 0;
}
