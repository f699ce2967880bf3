import { apiFetch } from '@cc/api-client';

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
  push: boolean;
  language: 'hi' | 'en';
}

/** GET /api/users/me/notification-preferences. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/users/me/notification-preferences');
}
