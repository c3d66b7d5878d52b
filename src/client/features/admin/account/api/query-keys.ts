// The My account area's one query: the member's own sessions, read again after each change here.
export const OWN_SESSIONS_KEY = ['/api/admin/account/sessions'] as const;
