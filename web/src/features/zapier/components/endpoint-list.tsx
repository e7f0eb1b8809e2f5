import { API_BASE } from '../../../lib/api-fetch.ts';
import { zapierEndpoints, zapierSiteAddress } from '../logic/zapier-endpoints.ts';
import { CopyButton } from './copy-button.tsx';

/** The URLs to paste into a Zapier app or "Webhooks by Zapier" step, each with a copy button. */
export function EndpointList() {
  const endpoints = zapierEndpoints(window.location.origin, API_BASE);
  const siteAddress = zapierSiteAddress(window.location.origin, API_BASE);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-parchment/60 px-3 py-2.5">
        <p className="text-sm text-charcoal">
          Connecting the SD Pumpkin Zapier app? Its <span className="font-medium">Site address</span> is{' '}
          <code className="font-mono text-xs [overflow-wrap:anywhere] text-ink">{siteAddress}</code>
        </p>
        <CopyButton text={siteAddress} label="Site address" />
      </div>
      <p className="mb-3 text-sm text-smoke">
        Zapier sends its API key in the <code className="rounded bg-charcoal/5 px-1 font-mono text-xs">X-API-Key</code> header on every
        call.
      </p>
      <ul className="divide-y divide-charcoal/8">
        {endpoints.map((endpoint) => (
          <li
            key={endpoint.url}
            className="grid gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0 md:grid-cols-[13rem_minmax(0,1fr)_auto] md:items-center"
          >
            <div>
              <p className="text-sm font-medium text-charcoal">{endpoint.label}</p>
              <p className="text-xs text-smoke">{endpoint.note}</p>
            </div>
            <code className="block min-w-0 rounded-md bg-parchment/60 px-2.5 py-1.5 font-mono text-xs [overflow-wrap:anywhere] text-ink">
              <span className="mr-2 font-semibold text-ember">{endpoint.method}</span>
              {endpoint.url}
            </code>
            <div className="max-md:mt-1">
              <CopyButton text={endpoint.url} label={`${endpoint.label} URL`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
