import { useRemoteProps } from '@cc/ui/remote';
import { AssignmentPanel } from './assignment-panel';

// Spec §6: only minister_staff assigns requests to officials.
export function AssignmentSlot() {
  const { user } = useRemoteProps();
  return user?.role === 'minister_staff' ? <AssignmentPanel /> : null;
}
