import type { RunSheet } from '@sdp/shared/wire-crew';
import { markerWidth, projectStops } from '../logic/stop-map.ts';

/** A plain map drawn from the zip centroids (no tiles, nothing fetched): the base, the numbered stops and the round trip. */
export function RouteMap({ sheet }: { sheet: RunSheet }) {
  const map = projectStops(sheet.base, sheet.stops);
  const path = [map.base, ...map.stops, map.base].map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <figure className="rounded-2xl bg-white p-3 shadow-sm print:break-inside-avoid print:shadow-none print:ring-1 print:ring-charcoal/20">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-labelledby="route-map-title" className="h-auto w-full">
        <title id="route-map-title">
          Route from the Mira Mesa base through {sheet.stops.length} {sheet.stops.length === 1 ? 'stop' : 'stops'} and back, {sheet.route.miles} miles as the crow flies
        </title>
        <rect width={map.width} height={map.height} rx="12" fill="#f3e9d8" />
        <path d={path} fill="none" stroke="#1e1a17" strokeWidth="2" strokeDasharray="6 4" strokeLinejoin="round" opacity="0.55" />
        <g>
          <rect x={map.base.x - 9} y={map.base.y - 9} width="18" height="18" rx="3" fill="#1e1a17" />
          <text x={map.baseLabel.x} y={map.baseLabel.y} textAnchor={map.baseLabel.anchor} fontSize="11" fontWeight="600" fill="#1e1a17">Base · Mira Mesa</text>
        </g>
        {map.markers.map((marker) => {
          // NOTE: stops at one spot share a marker that widens to show every number ("3·4"), so neither hides the other. The deep
          // ember of the stop cards' numbers: white on it is 8.5:1, for a map read in full sun (issue 29).
          const text = marker.labels.join('·');
          const wide = markerWidth(marker);
          return (
            <g key={text} data-stops={marker.labels.join(' ')}>
              <rect x={marker.x - wide / 2} y={marker.y - 12} width={wide} height="24" rx="12" fill="#86310f" stroke="#fff" strokeWidth="2" />
              <text x={marker.x} y={marker.y + 4} textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">{text}</text>
            </g>
          );
        })}
        <g transform={`translate(14 ${map.height - 16})`}>
          <line x1="0" x2={map.scale.length} y1="0" y2="0" stroke="#1e1a17" strokeWidth="2" />
          <text x={map.scale.length + 6} y="4" fontSize="10" fill="#1e1a17">{map.scale.miles} mi</text>
        </g>
        <text x={map.width - 14} y="20" textAnchor="end" fontSize="11" fontWeight="700" fill="#1e1a17">N ↑</text>
      </svg>
      <figcaption className="mt-2 text-xs text-smoke">
        Zip-centre map · {sheet.route.miles} mi round trip as the crow flies{sheet.route.entryMiles > sheet.route.miles ? ` (${sheet.route.entryMiles} mi in booking order)` : ''}
      </figcaption>
    </figure>
  );
}
