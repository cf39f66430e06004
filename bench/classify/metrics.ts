// Accuracy, macro-F1 and per-class precision/recall for single-label predictions.

export interface ClassReport {
  cls: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Report {
  accuracy: number;
  macroF1: number;
  perClass: ClassReport[];
}

export function evaluate(gold: readonly string[], predicted: readonly (string | null)[], classes: readonly string[]): Report {
  let correct = 0;
  const perClass = classes.map((cls) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i];
      if (p === cls && g === cls) tp++;
      else if (p === cls) fp++;
      else if (g === cls) fn++;
    });
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { cls, precision, recall, f1, support: tp + fn };
  });
  gold.forEach((g, i) => {
    if (predicted[i] === g) correct++;
  });
  const macroF1 = perClass.reduce((sum, c) => sum + c.f1, 0) / Math.max(1, perClass.length);
  return { accuracy: gold.length === 0 ? 0 : correct / gold.length, macroF1, perClass };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
