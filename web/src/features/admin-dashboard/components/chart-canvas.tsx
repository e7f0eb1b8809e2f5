import { useEffect, useRef, useState } from 'react';

type ChartModule = typeof import('../logic/render-chart.ts');

/**
 * A chart drawn by chart.js, imported on first use (docs/design.md §9: the public bundle never carries it). The canvas is an image
 * to assistive technology, named by `description`, which says in words what the chart shows.
 */
export function ChartCanvas({
  draw,
  description,
}: {
  draw: (charts: ChartModule, canvas: HTMLCanvasElement) => { destroy(): void };
  description: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import('../logic/render-chart.ts')
      .then((charts) => {
        if (!cancelled && canvasRef.current) chart = draw(charts, canvasRef.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [draw]);
  if (failed) return <p className="text-sm text-smoke">The chart could not be loaded. {description}</p>;
  return (
    <div className="relative h-64">
      <canvas ref={canvasRef} role="img" aria-label={description} />
    </div>
  );
}
