import { describe, expect, it } from '@jest/globals';
import { CATEGORY_COLORS, EVENT_SALES_CATEGORY } from '@qmj/contracts';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { categoryDoughnutOption, hasFigures, salesBarOption, visitorsLineOption } from './chart-options';

echarts.use([PieChart, LegendComponent, TooltipComponent, SVGRenderer]);

type Formatter = (value: unknown) => string;

describe('hasFigures', () => {
  it('is false for no values or only zeros', () => {
    expect(hasFigures([])).toBe(false);
    expect(hasFigures([0, 0])).toBe(false);
    expect(hasFigures([0, 150])).toBe(true);
  });
});

describe('the sales bars', () => {
  const option = salesBarOption({
    timeframe: 'weekly',
    year: 2025,
    month: null,
    points: [
      { label: '2024-12-29', products: 0, events: 0, total: 0 },
      { label: '2025-01-05', products: 123_450, events: 246_913, total: 370_363 },
    ],
  }) as {
    xAxis: { data: string[] };
    yAxis: { axisLabel: { formatter: Formatter } };
    tooltip: { valueFormatter: Formatter };
    legend: object;
    series: { name: string; type: string; stack: string; data: number[] }[];
  };

  it('labels each week by its Sunday and keeps the centavos as the bars', () => {
    expect(option.xAxis.data).toEqual(['Dec 29', 'Jan 5']);
    expect(option.series.map((series) => series.type)).toEqual(['bar', 'bar']);
  });

  it('stacks the product orders and the events in one bar, named in a legend', () => {
    expect(option.series.map((series) => series.name)).toEqual(['Products', 'Events']);
    expect(option.series[0].data).toEqual([0, 123_450]);
    expect(option.series[1].data).toEqual([0, 246_913]);
    expect(new Set(option.series.map((series) => series.stack)).size).toBe(1);
    expect(option.legend).toBeDefined();
  });

  it('shows the money as pesos', () => {
    expect(option.tooltip.valueFormatter(123_450)).toBe('₱1,234.50');
    expect(option.yAxis.axisLabel.formatter(500_000)).toBe('₱5,000.00');
  });

  it('labels months by their short name', () => {
    const monthly = salesBarOption({
      timeframe: 'monthly',
      year: 2025,
      month: null,
      points: [{ label: '2025-02', products: 1, events: 0, total: 1 }],
    });
    expect((monthly as { xAxis: { data: string[] } }).xAxis.data).toEqual(['Feb']);
  });
});

describe('the doughnut', () => {
  it('has a slice per category in the six colours, amounts as pesos', () => {
    const option = categoryDoughnutOption({
      year: 2025,
      items: [
        { categoryId: 1, categoryName: 'Mugs', total: 10_000 },
        { categoryId: 2, categoryName: 'Shirts', total: 25_050 },
      ],
    }) as {
      color: string[];
      tooltip: { valueFormatter: Formatter };
      series: { type: string; radius: string[]; data: unknown[] }[];
    };
    expect(option.color).toEqual([...CATEGORY_COLORS]);
    expect(option.series[0].type).toBe('pie');
    expect(option.series[0].radius).toHaveLength(2);
    expect(option.series[0].data).toEqual([
      { name: 'Mugs', value: 10_000 },
      { name: 'Shirts', value: 25_050 },
    ]);
    expect(option.tooltip.valueFormatter(25_050)).toBe('₱250.50');
  });

  it("has the events' slice beside the product categories", () => {
    const option = categoryDoughnutOption({
      year: 2025,
      items: [
        { categoryId: 1, categoryName: 'Mugs', total: 10_000 },
        { ...EVENT_SALES_CATEGORY, total: 1_234_567 },
      ],
    }) as { series: { data: unknown[] }[] };
    expect(option.series[0].data).toContainEqual({ name: 'Events', value: 1_234_567 });
  });

  it('names every category in full under the doughnut, on as many lines as it takes, without a pager', () => {
    // The doughnut's card at its narrowest: a third of a 1280 px screen beside the menu, or a phone.
    const width = 300;
    const height = 300;
    const names = ['Mugs', 'Shirts', 'Tarpaulins', 'Photo Booths', 'Invitations', 'Tote Bags'];
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    chart.setOption(
      categoryDoughnutOption({
        year: 2025,
        items: names.map((categoryName, index) => ({
          categoryId: index + 1,
          categoryName,
          total: 1_000 * (index + 1),
        })),
      }),
    );
    const svg = chart.renderToSVGString();
    chart.dispose();
    const legend = [...svg.matchAll(/<text[^>]*transform="translate\(([\d.]+) ([\d.]+)\)"[^>]*>([^<]*)<\/text>/g)].map(
      ([, x, y, text]) => ({ x: Number(x), y: Number(y), text }),
    );
    expect(legend.map((item) => item.text)).toEqual(names);
    // Each name starts inside the chart, on more than one line, and every line is below the doughnut.
    for (const item of legend) expect(item.x).toBeLessThan(width);
    expect(new Set(legend.map((item) => item.y)).size).toBeGreaterThan(1);
    const doughnutBottom = 0.38 * height + 0.58 * (Math.min(width, height) / 2);
    for (const item of legend) expect(item.y).toBeGreaterThan(doughnutBottom);
  });
});

describe('the visitors line', () => {
  it('has a point per day, labelled by the day', () => {
    const option = visitorsLineOption({
      days: [
        { date: '2025-03-01', visitors: 4 },
        { date: '2025-03-02', visitors: 0 },
      ],
    }) as { xAxis: { data: string[] }; series: { type: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['Mar 1', 'Mar 2']);
    expect(option.series[0].type).toBe('line');
    expect(option.series[0].data).toEqual([4, 0]);
  });
});
