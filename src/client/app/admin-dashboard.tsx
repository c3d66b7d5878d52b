// /admin and every area's URL: the admin feature's back-office frame, with the payment mode under
// its heading and every feature's area in it. The page's own chunk (src/server/site/page-chunks.ts
// names this file).
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { PaymentModeBadge } from '@/features/payments/admin/components/payment-mode-badge';
import { ADMIN_AREAS } from './admin-areas';

export function AdminDashboard() {
  return <AdminDashboardPage areas={ADMIN_AREAS} paymentMode={<PaymentModeBadge />} />;
}
