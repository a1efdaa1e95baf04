import fc from 'fast-check';

/**
 * Every property test of the repository runs with one fixed seed, so a CI run is repeatable and a failure reproduces
 * with the same counterexample (docs/architecture.md, Tests). FC_SEED=<n> explores
 * another sequence locally; the run counts stay those each property sets.
 */
fc.configureGlobal({ seed: Number(process.env['FC_SEED'] ?? 20261123) });
