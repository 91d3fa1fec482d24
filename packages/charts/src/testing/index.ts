// Test-only entry (`@tessera/charts/testing`): Datart's request-builder facts, shared by this package's
// tests and the server's contract test.
export { datartCases, flatView, type DatartCase } from './datart-cases';
export { registerThrowawayChart, throwawayChart } from './throwaway-chart/throwaway-chart';
