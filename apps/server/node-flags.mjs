// The Node flags the compiled server runs with, in one place: `npm start` (scripts/start.mjs) and the
// benchmarks (tooling/bench) start `node <these flags> apps/server/dist/main.js`; operators who start it
// themselves pass the same (docs/operations.md).
//
// --max-semi-space-size=8: V8's young generation grows to 2 × 16 MB while the server starts (migrations,
// the demo data) and keeps that memory resident afterwards; capped at 2 × 8 MB, an idle server holds about
// 10–15 MB less (docs/performance.md). 2 × 4 MB saved more, but large results were ≈ 10 % slower in the
// one run that compared them.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
