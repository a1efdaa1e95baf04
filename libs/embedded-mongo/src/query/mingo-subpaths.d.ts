/*
 * Types of the mingo subpath exports this library imports ("mingo/query", "mingo/util", "mingo/operators/..."). mingo
 * declares them in its package.json "exports", which the repo's `node10` module resolution does not read; the type
 * files themselves lie under mingo/types and are re-exported here. Node, tsx and Jest resolve the code through
 * "exports" as usual. Referenced from mingo-options.ts, so every program that compiles this library sees it.
 */
declare module 'mingo/query' {
  export * from 'mingo/types/query';
}
declare module 'mingo/aggregator' {
  export * from 'mingo/types/aggregator';
}
declare module 'mingo/util' {
  export * from 'mingo/types/util';
}
declare module 'mingo/operators/accumulator' {
  export * from 'mingo/types/operators/accumulator';
}
declare module 'mingo/operators/expression' {
  export * from 'mingo/types/operators/expression';
}
declare module 'mingo/operators/pipeline' {
  export * from 'mingo/types/operators/pipeline';
}
declare module 'mingo/operators/projection' {
  export * from 'mingo/types/operators/projection';
}
declare module 'mingo/operators/query' {
  export * from 'mingo/types/operators/query';
}
declare module 'mingo/operators/window' {
  export * from 'mingo/types/operators/window';
}
