/**
 * Jest test sequencer of the system tests: `--shard=k/n` places whole files by their recorded duration (seconds,
 * ./file-durations.json, paths relative to tests/system) so the n shards take similar time, instead of Jest's default
 * of placing files by a hash of their path (which left one shard with 547 s of 995). A file missing from the table
 * counts as DEFAULT_SECONDS. Placement is the longest-processing-time-first rule: files from longest to shortest, each
 * to the shard with the least time so far (ties: lower shard, then path order), the same in every `--shard` process.
 *
 * Recording: with RECORD_TEST_DURATIONS=1 each run merges the wall time of the files it ran and passed into the table
 * (rounded to whole seconds); commit the table when files were added or their time changed much.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const TABLE = path.join(__dirname, 'file-durations.json');
const ROOT = path.join(__dirname, '..');
/** Seconds assumed for a file the table does not list yet (about the median file). */
const DEFAULT_SECONDS = 20;

/** The recorded durations: relative path -> seconds. */
function readTable() {
  try {
    return JSON.parse(fs.readFileSync(TABLE, 'utf8'));
  } catch {
    return {};
  }
}

/** The table's key of a test file: its path relative to tests/system, with forward slashes. */
function keyOf(testPath) {
  return path.relative(ROOT, testPath).split(path.sep).join('/');
}

/**
 * `tests` from the longest recorded to the shortest (ties by path), and the recorded seconds of a test (a file the
 * table does not list: DEFAULT_SECONDS).
 */
function longestFirst(tests) {
  const table = readTable();
  const seconds = (test) => table[keyOf(test.path)] ?? DEFAULT_SECONDS;
  const ordered = [...tests].sort((a, b) => seconds(b) - seconds(a) || (keyOf(a.path) < keyOf(b.path) ? -1 : 1));
  return { ordered, seconds };
}

class ShardSequencer extends Sequencer {
  /** The files of shard `shardIndex` (1-based) of `shardCount`, balanced by recorded duration (see module doc). */
  shard(tests, { shardIndex, shardCount }) {
    const { ordered, seconds } = longestFirst(tests);
    const totals = Array.from({ length: shardCount }, () => 0);
    const placed = [];
    for (const test of ordered) {
      const shard = totals.indexOf(Math.min(...totals));
      totals[shard] += seconds(test);
      if (shard === shardIndex - 1) placed.push(test);
    }
    return placed;
  }

  /** Longest recorded file first, so a shard's long files do not wait behind short ones when run in parallel. */
  sort(tests) {
    return longestFirst(tests).ordered;
  }

  /** Jest's own cache of results, and with RECORD_TEST_DURATIONS=1 the table (see module doc). */
  cacheResults(tests, results) {
    super.cacheResults(tests, results);
    if (process.env.RECORD_TEST_DURATIONS !== '1') return;
    const table = readTable();
    for (const result of results.testResults) {
      // A failed file's time is often a timeout's, not its own.
      if (result.testExecError || result.numFailingTests > 0 || !result.perfStats) continue;
      table[keyOf(result.testFilePath)] = Math.max(1, Math.round((result.perfStats.end - result.perfStats.start) / 1000));
    }
    const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : 1)));
    fs.writeFileSync(TABLE, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

module.exports = ShardSequencer;
