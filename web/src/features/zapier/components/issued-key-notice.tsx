import { Button } from '../../../components/ui/button.tsx';
import type { IssuedApiKey } from '../api/zapier-types.ts';
import { CopyButton } from './copy-button.tsx';

/** The new secret, shown this once: only its hash is stored, so a lost key can only be rotated, never shown again. */
export function IssuedKeyNotice({ issued, onDone }: { issued: IssuedApiKey; onDone: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-gold bg-gold/10 p-4">
      <p className="font-semibold text-charcoal">Copy this key now. It will not be shown again.</p>
      <p className="mt-1 text-sm text-ink/80">
        Paste it into Zapier as the <span className="font-mono">X-API-Key</span>. Anyone holding it can read quotes and orders, so keep it
        out of e-mail and chat.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="block min-w-0 flex-1 rounded-lg border border-charcoal/15 bg-white px-3 py-2 font-mono text-sm break-all text-ink select-all">
          {issued.key}
        </code>
        <CopyButton text={issued.key} label={`API key ${issued.name}`} />
      </div>
      <Button variant="ghost" size="sm" onClick={onDone} className="mt-2">
        I have saved it
      </Button>
    </div>
  );
}
