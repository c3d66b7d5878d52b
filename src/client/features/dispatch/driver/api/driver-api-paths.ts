// The /api/driver calls the driver's page makes (src/server/driver-api.ts).
// Kept here rather than in @shared/dispatch, which has no table of paths: see the helper report.
const BASE = '/api/driver';

export const DRIVER_API = {
  signInRequest: `${BASE}/sign-in/request`,
  signInCode: `${BASE}/sign-in/code`,
  signInLink: `${BASE}/sign-in/link`,
  session: `${BASE}/session`,
  signOut: `${BASE}/sign-out`,
  loads: `${BASE}/loads`,
  load: (referenceId: string) => `${BASE}/loads/${encodeURIComponent(referenceId)}`,
  updates: (referenceId: string) => `${BASE}/loads/${encodeURIComponent(referenceId)}/updates`,
  receipts: (referenceId: string) => `${BASE}/loads/${encodeURIComponent(referenceId)}/receipts`,
  positions: (referenceId: string) => `${BASE}/loads/${encodeURIComponent(referenceId)}/positions`,
} as const;
