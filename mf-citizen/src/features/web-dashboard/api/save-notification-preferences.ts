import { apiFetch } from '@cc/api-client';
import type { NotificationPreferences } from './get-notification-preferences';

/** PUT /api/users/me/notification-preferences: the whole set. */
export function saveNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/users/me/notification-preferences', { method: 'PUT', body: input });
}
