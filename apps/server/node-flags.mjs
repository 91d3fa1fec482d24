// The Node flags and the environment defaults the compiled server runs with, in one place: `npm start`
// (scripts/start.mjs) and the benchmarks (tooling/bench) start `node <these flags> apps/server/dist/main.js`
// with these variables unless the environment sets them; operators who start it themselves pass the same
// (docs/operations.md).
//
// --max-semi-space-size=8: V8's young generation grows to 2 × 16 MB while the server starts (migrations,
// the demo data) and keeps that memory resident afterwards; capped at 2 × 8 MB, an idle server holds about
// 10–15 MB less (docs/performance.md). 2 × 4 MB saved more, but large results were ≈ 10 % slower in the
// one run that compared them.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

// glibc's allocator, for the memory V8 frees after compiling PGlite's WebAssembly on its worker threads: by
// default each thread allocates from an arena of its own, and an arena keeps what was freed, so an idle
// server held ≈ 50–80 MB in arenas it no longer used. Two arenas, trimmed once 128 kB at their top is free,
// put an idle PGlite server at 185–197 MB instead of 219–255 MB (docs/performance.md, session 13). Other C
// libraries ignore these variables.
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };
