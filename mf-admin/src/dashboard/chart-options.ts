import { CATEGORY_COLORS, formatPesos, type Sales, type SalesByCategory, type Visitors } from '@qmj/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { dayLabel, salesLabel } from './sales-period';

// The charts' colours are fixed: the bars and the line take three of the doughnut's six.
const PRODUCT_SALES_COLOR = CATEGORY_COLORS[0];
const EVENT_SALES_COLOR = CATEGORY_COLORS[1];
const VISITORS_COLOR = CATEGORY_COLORS[4];

// Room for the axis labels; echarts keeps them inside the chart's box, which follows the card's width.
const GRID = { left: 8, right: 16, top: 24, bottom: 8 };
// The sales bars' legend sits above them.
const LEGEND_GRID = { ...GRID, top: 40 };

/** Centavos as the tooltips and the axis show them (₱1,234.50). */
function peso(value: unknown): string {
  return formatPesos(Number(value));
}

/** Whether a chart has anything to draw: a series of zeros shows the empty state instead. */
export function hasFigures(values: readonly number[]): boolean {
  return values.some((value) => value > 0);
}

/**
 * The sales bars: one per day, week (labelled by its Sunday) or month, the product orders and the booking payments
 * (events) stacked with a legend, in centavos shown as pesos.
 */
export function salesBarOption({ timeframe, points }: Sales): EChartsCoreOption {
  const stacked = (name: string, data: number[]) => ({ name, type: 'bar', stack: 'sales', data });
  return {
    color: [PRODUCT_SALES_COLOR, EVENT_SALES_COLOR],
    grid: LEGEND_GRID,
    legend: { top: 0, left: 'center' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: peso },
    xAxis: { type: 'category', data: points.map((point) => salesLabel(point.label, timeframe)) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatPesos(value) } },
    series: [
      stacked(
        'Products',
        points.map((point) => point.products),
      ),
      stacked(
        'Events',
        points.map((point) => point.events),
      ),
    ],
  };
}

/**
 * The doughnut of a year's sales per category, in the six colours (a seventh category starts them again). Its
 * legend wraps onto more lines under a smaller, higher doughnut: every name whole, and no pager, in a narrow card.
 */
export function categoryDoughnutOption({ items }: SalesByCategory): EChartsCoreOption {
  return {
    color: [...CATEGORY_COLORS],
    tooltip: { trigger: 'item', valueFormatter: peso },
    legend: { type: 'plain', bottom: 0, left: 'center', itemGap: 12 },
    series: [
      {
        name: 'Sales by category',
        type: 'pie',
        radius: ['35%', '58%'],
        center: ['50%', '38%'],
        label: { show: false },
        data: items.map((item) => ({ name: item.categoryName, value: item.total })),
      },
    ],
  };
}

/** The visitors per day of the chosen range. */
export function visitorsLineOption({ days }: Visitors): EChartsCoreOption {
  return {
    color: [VISITORS_COLOR],
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((day) => dayLabel(day.date)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: 'Visitors',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: days.map((day) => day.visitors),
      },
    ],
  };
}
