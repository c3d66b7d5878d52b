// What every page has beside its content. The chat assistant answers customers and applicants; on
// the pages people work on (the back office and the pages leading into it, the driver's page on a
// phone) it would only cover the controls, so it stays off them. Tracking runs everywhere, as before.
import { useLocation } from 'wouter';
import { isWorkPagePath } from '@shared/page-routes';
import { InteractionTracking } from '@/features/analytics/interaction-tracking';
import { ChatButton } from '@/features/chat/chat-button';

export function SiteWidgets() {
  const [location] = useLocation();
  return (
    <>
      {!isWorkPagePath(location) && <ChatButton />}
      <InteractionTracking />
    </>
  );
}
