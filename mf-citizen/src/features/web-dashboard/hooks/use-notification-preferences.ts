import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationPreferences, type NotificationPreferences } from '../api/get-notification-preferences';
import { saveNotificationPreferences } from '../api/save-notification-preferences';

const key = ['users', 'me', 'notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({ queryKey: key, queryFn: getNotificationPreferences });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => saveNotificationPreferences(input),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
