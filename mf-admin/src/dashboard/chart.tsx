import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';

// Only the parts the dashboard draws, so echarts stays in the dashboard's own chunk and small (docs/architecture.md).
echarts.use([BarChart, PieChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Every chart's height: its card keeps this much room while the figures load, so nothing moves when they come. */
export const CHART_HEIGHT = 300;

interface ChartProps {
  /** What the chart shows, its accessible name ("Sales per month"). */
  label: string;
  option: echarts.EChartsCoreOption;
}

/** One chart, as wide as its card and redrawn when the card's width changes (a phone turned, the menu opened). */
export function Chart({ label, option }: ChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        autoResize
        style={{ height: CHART_HEIGHT, width: '100%' }}
      />
    </div>
  );
}
