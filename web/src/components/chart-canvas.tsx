import { useEffect, useRef, useState } from 'react';

/**
 * A chart drawn by chart.js from a module loaded on first use (`load` is a dynamic import), so the public bundle never carries it
 * (docs/design.md §9). The canvas is an image to assistive technology, named by `description`, which says in words what it shows.
 */
export function ChartCanvas<Module>({
  load,
  draw,
  description,
  height = 'h-64',
}: {
  load: () => Promise<Module>;
  draw: (charts: Module, canvas: HTMLCanvasElement) => { destroy(): void };
  description: string;
  height?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    load()
      .then((charts) => {
        if (!cancelled && canvasRef.current) chart = draw(charts, canvasRef.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [load, draw]);
  if (failed) return <p className="text-sm text-smoke">The chart could not be loaded. {description}</p>;
  return (
    <div className={`relative ${height}`}>
      <canvas ref={canvasRef} role="img" aria-label={description} />
    </div>
  );
}
