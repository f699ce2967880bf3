/** The office's contact address shown on public pages and in the deletion failure message. */
export const CONTACT_EMAIL = 'support@citizenconnect.example';
