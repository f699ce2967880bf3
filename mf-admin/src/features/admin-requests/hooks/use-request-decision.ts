import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageFromError, queryKeys } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import { useRemoteProps } from '@cc/ui/remote';
import { decideRequest, type Decision, type DecisionResult } from '../api/decide-request';

/** The server's success text in the reader's language, else its words, else the spec §8 default. */
function successText(t: ReturnType<typeof useTranslation>['t'], result: DecisionResult): string {
  if (result.messageKey) return validationText(t, result.messageKey);
  return result.message || validationText(t, 'requestProcessed');
}

/**
 * Approve and Forward or Reject (spec §4/§5), with the spec §8 notices: 'Success' with the server's
 * message, or 'Error' with its message or 'Failed to process request'. After an accepted decision
 * every request list, count and timeline may have changed, so they are read again.
 */
export function useRequestDecision(id: number, onDone: () => void) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideRequest(id, decision),
    onSuccess: async (result) => {
      shell.toast({ title: t('common.successTitle'), description: successText(t, result), variant: 'success' });
      onDone();
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.admin('requests') }), client.invalidateQueries({ queryKey: queryKeys.requests.all })]);
    },
    onError: (error) => {
      shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, validationText(t, 'failedToProcess')), variant: 'destructive' });
    },
  });
}
