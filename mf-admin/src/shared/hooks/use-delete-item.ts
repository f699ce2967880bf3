import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFromError, queryKeys } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import type { MessageKey } from '@cc/validation';
import { useRemoteProps } from '@cc/ui/remote';

/** The §6 protections: the server's refusal for these reads 'Cannot delete' (spec §8). */
const PROTECTED: readonly string[] = ['superAdminCannotBeDeleted', 'systemRolesCannotBeDeleted'] satisfies MessageKey[];

interface DeleteOptions<T> {
  resource: string;
  remove(item: T): Promise<unknown>;
  /** A §6 protection the client already knows about (a super_admin user, a system role). */
  protectedReason?(item: T): MessageKey | null;
  /** Spec §8 failure notice of this list: title and the text when the server gives none. */
  failureTitle: string;
  failureFallback: string;
  successText: string;
}

/** Delete with confirmation (spec §2) and the spec §8 notices when it is refused. */
export function useDeleteItem<T extends { id: number }>(options: DeleteOptions<T>) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({ mutationFn: options.remove });

  const refuse = (reason: string) => shell.toast({ title: t('delete.cannotDelete'), description: reason, variant: 'destructive' });

  const ask = (item: T) => {
    const reason = options.protectedReason?.(item);
    if (reason) refuse(validationText(t, reason));
    else setTarget(item);
  };

  const confirm = async () => {
    if (!target || mutation.isPending) return;
    try {
      await mutation.mutateAsync(target);
      shell.toast({ title: t('common.successTitle'), description: options.successText, variant: 'success' });
    } catch (error) {
      const key = error instanceof ApiError ? (error.body as { messageKey?: string } | null)?.messageKey : undefined;
      if (key && PROTECTED.includes(key)) refuse(messageFromError(error, language, options.failureFallback));
      else shell.toast({ title: options.failureTitle, description: messageFromError(error, language, options.failureFallback), variant: 'destructive' });
    } finally {
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin(options.resource) });
    }
  };

  return { target, ask, confirm, cancel: () => setTarget(null), pending: mutation.isPending };
}
