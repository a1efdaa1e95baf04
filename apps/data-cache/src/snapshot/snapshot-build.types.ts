import type { AssetInventory } from '../enrichment/asset-inventory';
import type { EpssScores } from '../enrichment/epss-scores';
import type { KevCatalog } from '../enrichment/kev-catalog';
import type { RiskInputsReport } from '../risk/risk-scorer';
import type { BuildProgress } from '../refresh-progress/refresh-progress';
import type { RiskSettings } from '../risk/risk-settings';
import type { IdentityRegistry } from './snapshot.types';

/** Inputs of one snapshot build. The files are read through the importers; nothing else is read or written. */
export interface BuildSnapshotInput<Item> {
  /** Source files in import order (see `resolveSourceFiles`). */
  files: readonly string[];
  inventory: AssetInventory;
  kev: KevCatalog;
  /** FIRST EPSS scores for the risk score; default none. */
  epss?: EpssScores;
  /** Weights and thresholds of the risk score; default DEFAULT_RISK_SETTINGS. */
  riskSettings?: RiskSettings;
  /** The registry the previous build returned, or null on the first build (ids start afresh). */
  previous: IdentityRegistry | null;
  /** Build time; stands in for first_seen of findings whose source has no date. */
  now: Date;
  /** Reads one file; defaults to the source's importer (tests and benchmarks may wrap it). */
  importFile?: (file: string) => AsyncIterable<Item>;
  /** Told the counts after each file and the step the build is in (a refresh's progress); default none. */
  progress?: BuildProgress;
}

/** A built snapshot and the registry to pass as `previous` to the next build (store both, or neither). */
export interface BuildSnapshotResult<S> {
  snapshot: S;
  registry: IdentityRegistry;
  /** What the risk scores read and matched (the refresh answer's risk_inputs). */
  riskInputs: RiskInputsReport;
}
