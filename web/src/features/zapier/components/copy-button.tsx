import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { copyText } from '../logic/copy-text.ts';

/** Copies `text`; the button itself says "Copied" for a moment (announced politely to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(text)) setCopied(true);
    else toast({ title: 'Copy Failed', description: 'Select the text and copy it by hand.', variant: 'destructive' });
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      className="shrink-0"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
