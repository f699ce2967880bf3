import { useMutation } from '@tanstack/react-query';
import { askErasureCode, confirmErasureCode } from '../api/erase-by-code';

export function useAskErasureCode() {
  return useMutation({ mutationFn: askErasureCode });
}

export function useConfirmErasureCode() {
  return useMutation({ mutationFn: confirmErasureCode });
}
