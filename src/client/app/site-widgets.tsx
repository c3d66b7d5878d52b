// What every page has beside its content. The chat assistant answers customers and drivers; on the
// staff's pages (the back office and the pages that lead into it) it would only cover the
// dashboard's controls, so it stays off them. Tracking runs everywhere, as before.
import { useLocation } from 'wouter';
import { isStaffPagePath } from '@shared/page-routes';
import { InteractionTracking } from '@/features/analytics/interaction-tracking';
import { ChatButton } from '@/features/chat/chat-button';

export function SiteWidgets() {
  const [location] = useLocation();
  return (
    <>
      {!isStaffPagePath(location) && <ChatButton />}
      <InteractionTracking />
    </>
  );
}
