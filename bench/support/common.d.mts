// Types for the parts of common.mjs that TypeScript benchmarks use.
export interface BenchRow {
  metric: string;
  value: number | null;
  unit: string;
  display?: string;
  target?: { op: '<=' | '>='; value: number; display?: string };
}
export function report(rows: BenchRow[]): void;
