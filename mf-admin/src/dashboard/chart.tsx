import { loadOnce } from '@qmj/web-kit';
import type { EChartsCoreOption } from 'echarts/core';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { nextTask, oneATask } from './chart-turns';

/** Every chart's height: its card keeps this much room while the figures load, so nothing moves when they come. */
export const CHART_HEIGHT = 300;

/** How close to the screen a frame comes before its chart's code is asked for: about a scroll ahead. */
const NEAR_SCREEN = '200px 0px';

type ChartDrawing = ComponentType<{ option: EChartsCoreOption }>;

/** When the page has nothing more urgent to do (requestIdleCallback, which some browsers lack). */
function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return nextTask();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

/**
 * ECharts' code, asked for once the page is idle and run a part a task (the core, then the chart types, components
 * and renderer), so the page's first paint and input never wait for it (docs/serving.md#what-loads-when).
 */
const loadDrawing = loadOnce(async (): Promise<ChartDrawing> => {
  await whenIdle();
  await import('echarts/core');
  await nextTask();
  const { EChart } = await import('./echart');
  return EChart;
});

/** The drawing's code for one chart, a task after the chart before it drew. */
const drawingTurn = oneATask(loadDrawing);

interface ChartProps {
  /** What the chart shows, its accessible name ("Sales per month"). */
  label: string;
  option: EChartsCoreOption;
}

/**
 * One chart: its frame at its final size at once, and the drawing in it once the frame comes near the screen and
 * ECharts has loaded; as wide as its card and redrawn when the card's width changes (a phone turned, the menu opened).
 */
export function Chart({ label, option }: ChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [Drawing, setDrawing] = useState<ChartDrawing | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void drawingTurn().then((loaded) => {
          if (mounted) setDrawing(() => loaded);
        });
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={frame} role="img" aria-label={label} style={{ height: CHART_HEIGHT }}>
      {Drawing && <Drawing option={option} />}
    </div>
  );
}
