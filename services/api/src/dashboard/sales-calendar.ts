import { daysOfMonth, type SalesTimeframe, shiftDay, weekStart } from '@qmj/contracts';

export interface SalesBuckets {
  /** The first and last Manila day the chart counts. */
  from: string;
  to: string;
  /** Every bar's label, in order, each present even without sales. */
  labels: string[];
  /** The bar a day's sales belong to. */
  labelOf: (day: string) => string;
}

/**
 * The bars of a sales chart: the days of a month, the Sunday-started weeks that overlap the year
 * (labelled by their Sunday, counting only the year's own days), or its 12 months (docs/dashboard.md).
 */
export function salesBuckets(timeframe: SalesTimeframe, year: number, month?: number): SalesBuckets {
  if (timeframe === 'daily') {
    const labels = daysOfMonth(`${year}-${String(month).padStart(2, '0')}`);
    return { from: labels[0], to: labels[labels.length - 1], labels, labelOf: (day) => day };
  }
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  if (timeframe === 'monthly') {
    const labels = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
    return { from, to, labels, labelOf: (day) => day.slice(0, 7) };
  }
  const labels: string[] = [];
  for (let sunday = weekStart(from); sunday <= to; sunday = shiftDay(sunday, 7)) labels.push(sunday);
  return { from, to, labels, labelOf: weekStart };
}
