import { Link } from '@tanstack/react-router';
import { formatDateTime, projectTypeLabel, shortId } from '../../lib/staff-format.ts';
import { TD } from './data-table.tsx';

/** Table cells the staff screens share, so an order and a quote read the same way. */
export function RecordCell({ id, createdAt, number = shortId(id) }: { id: string; createdAt: string; number?: string }) {
  return (
    <td className={TD}>
      <span className="font-mono text-xs text-ink" title={id}>
        #{number}
      </span>
      <div className="mt-1 text-xs whitespace-nowrap text-smoke">{formatDateTime(createdAt)}</div>
    </td>
  );
}

/** Who the record is from; with `customerId`, the name opens the household's record (docs/design.md §18). */
export function CustomerCell({ name, email, phone, customerId }: { name: string; email: string; phone: string; customerId?: string }) {
  return (
    <td className={TD}>
      {customerId ? (
        <Link to="/customers/$id" params={{ id: customerId }} className="font-medium text-charcoal underline-offset-4 hover:text-ember hover:underline">
          {name}
        </Link>
      ) : (
        <div className="font-medium text-charcoal">{name}</div>
      )}
      <a href={`mailto:${email}`} className="block text-smoke hover:text-ember">
        {email}
      </a>
      <a href={`tel:${phone}`} className="block text-xs text-smoke hover:text-ember">
        {phone}
      </a>
    </td>
  );
}

export function ProjectCell({ projectType, description }: { projectType: string; description: string }) {
  return (
    <td className={`${TD} max-w-sm`}>
      <div className="font-medium text-charcoal">{projectTypeLabel(projectType)}</div>
      <p className="mt-0.5 line-clamp-2 text-smoke" title={description}>
        {description}
      </p>
    </td>
  );
}
