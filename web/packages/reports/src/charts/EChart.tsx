// A thin React wrapper over ECharts: one instance per mounted element, the option set whenever it
// changes, resized with its container (ResizeObserver), disposed on unmount; an honest empty text
// instead of an empty chart.
import { useEffect, useRef } from 'react';
import { Empty } from 'antd';
import { initChart, type ChartInit, type ChartInstance } from './echartsEngine';
import { chartTexts as texts } from '../texts';

export interface EChartProps {
  option: object;
  /** Pixels, or a CSS length (e.g. '100%' of a sized parent). */
  height?: number | string;
  /** Nothing to draw: the empty text is shown instead. */
  empty?: boolean;
  ariaLabel: string;
  /** Tests pass a fake; the console uses the one ECharts build. */
  init?: ChartInit;
}

export function EChart({ option, height = 280, empty, ariaLabel, init = initChart }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const instance = init(el);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [init, empty]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, init, empty]);

  if (empty) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-label={ariaLabel} data-testid="chart-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
      </div>
    );
  }
  return <div ref={element} role="img" aria-label={ariaLabel} data-testid="chart" style={{ width: '100%', height }} />;
}
