import { useState } from 'react';
import type { AdminOrderDetail } from '@sdp/shared/wire-staff';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRevokeOrderLinks } from '../api/revoke-order-links.ts';

/**
 * "Revoke links" (ADR 080): every order-page and pay-balance link e-mailed for this order stops opening, for a forwarded or leaked
 * e-mail. Self-contained: the order page shows it under its actions.
 */
export function RevokeLinks({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeOrderLinks();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-charcoal/10 pt-4">
      <p className="min-w-0 flex-1 text-sm text-smoke">A link e-mailed for this order reached the wrong person? Stop every link sent so far.</p>
      <Button variant="outline" className="h-12" onClick={() => setOpen(true)}>Revoke e-mailed links</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? undefined : (revoke.reset(), setOpen(false)))}
        title="Revoke every link e-mailed for this order?"
        description={`The order page and pay-balance links already sent to ${order.customerEmail} stop opening. ${order.customerName} can ask for a new one under "Manage Your Order", and every e-mail sent from now on carries a working one.`}
        confirmLabel="Revoke links"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoke.mutate(order.id, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
