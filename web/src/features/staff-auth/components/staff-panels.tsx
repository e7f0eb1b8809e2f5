import type { ComponentType } from 'react';
import { useStaffUser } from './staff-frame.tsx';

type Panel<Props = object> = ComponentType<Props & { isAdmin: boolean }>;

/** A staff screen made of panels, top to bottom, that need only to know whether the user is an admin (and the route's `params`). */
export function StaffPanels(props: { panels: Panel[] }): React.ReactNode;
export function StaffPanels<Params extends object>(props: { params: Params; panels: Panel<Params>[] }): React.ReactNode;
export function StaffPanels({ params, panels }: { params?: object; panels: Panel[] }) {
  const isAdmin = useStaffUser().role === 'admin';
  return panels.map((Panel, index) => <Panel key={index} {...params} isAdmin={isAdmin} />);
}
