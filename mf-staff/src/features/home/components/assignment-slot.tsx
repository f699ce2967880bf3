import { useRemoteProps } from '../../../app/remote-props-context';
import { AssignmentPanel } from './assignment-panel';

// Spec §6: only minister_staff assigns requests to officials.
export function AssignmentSlot() {
  const { user } = useRemoteProps();
  return user?.role === 'minister_staff' ? <AssignmentPanel /> : null;
}
