import { useMutation } from '@tanstack/react-query';
import { confirmDeletion } from '../api/confirm-deletion';

export function useConfirmDeletion() {
  return useMutation({ mutationFn: confirmDeletion });
}
