import { useMutation } from '@tanstack/react-query';
import { submitDeletionRequest } from '../api/submit-deletion-request';

export function useSubmitDeletionRequest() {
  return useMutation({ mutationFn: submitDeletionRequest });
}
