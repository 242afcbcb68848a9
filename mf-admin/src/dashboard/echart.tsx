import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';

// Only the parts the dashboard draws: echarts stays small, and loads after the page's first paint (./chart.tsx).
echarts.use([BarChart, PieChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The drawing inside a chart's frame (./chart.tsx), filling it and redrawn when its width changes. */
export function EChart({ option }: { option: echarts.EChartsCoreOption }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge autoResize style={{ height: '100%' }} />;
}
