import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { myOrderDetailsSchema, type MyOrderDetails } from '@sdp/shared/schemas/my-order';
import { Field, InputField, Textarea } from '../../../components/ui/field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useUpdateMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';

type Details = v.InferInput<typeof myOrderDetailsSchema>;

/** Phone and special instructions, checked by the same schema the API applies, so both say the same thing. */
export function EditDetailsDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const update = useUpdateMyOrder(token);
  const form = useForm<Details, unknown, MyOrderDetails>({
    resolver: valibotResolver(myOrderDetailsSchema),
    values: { customerPhone: order.customerPhone, specialInstructions: order.specialInstructions },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const close = () => {
    update.reset();
    form.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Edit your details"
      description="The number our crew calls before delivery, and anything they should know."
      confirmLabel="Save details"
      pending={update.isPending}
      error={update.error}
      onConfirm={() =>
        void form.handleSubmit((values) => update.mutate(values, { onSuccess: close }))()
      }
    >
      <InputField label="Phone" error={errors.customerPhone?.message} type="tel" autoComplete="tel" {...form.register('customerPhone')} />
      <Field label="Special instructions" hint="Gate codes, parking, where the pumpkins should go." error={errors.specialInstructions?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} rows={4} maxLength={2000} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('specialInstructions')} />
        )}
      </Field>
    </ConfirmDialog>
  );
}
