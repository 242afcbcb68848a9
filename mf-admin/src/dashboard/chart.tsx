import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';

// Only the parts the dashboard draws, so echarts stays in the dashboard's own chunk and small (docs/architecture.md).
echarts.use([BarChart, PieChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

interface ChartProps {
  /** What the chart shows, its accessible name ("Sales per month"). */
  label: string;
  option: echarts.EChartsCoreOption;
  height?: number;
}

/** One chart, as wide as its card and redrawn when the card's width changes (a phone turned, the menu opened). */
export function Chart({ label, option, height = 300 }: ChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge autoResize style={{ height, width: '100%' }} />
    </div>
  );
}
