// /admin: the admin feature's dashboard frame, with the payment mode under its heading and every
// feature's tab in it. The page's own chunk (src/server/site/page-chunks.ts names this file).
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { PaymentModeBadge } from '@/features/payments/admin/components/payment-mode-badge';
import { ADMIN_DASHBOARD_TABS } from './admin-dashboard-tabs';

export function AdminDashboard() {
  return <AdminDashboardPage tabs={ADMIN_DASHBOARD_TABS} paymentMode={<PaymentModeBadge />} />;
}
