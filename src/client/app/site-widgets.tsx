// What every page has beside its content. The chat assistant answers customers and applicants, and
// anyone on a sign-in page (a customer, a driver or a member who cannot get in asks it first; the
// specification puts it on every page). On the pages people work on once signed in (the back
// office, the driver's loads on a phone) it would only cover the controls, and its audience is not
// there, so it stays off them (decision 057). Tracking runs everywhere, as before.
import { useLocation } from 'wouter';
import { isSignInPagePath, isWorkPagePath } from '@shared/page-routes';
import { InteractionTracking } from '@/features/analytics/interaction-tracking';
import { ChatButton } from '@/features/chat/chat-button';
import { useSignInScreenShown } from '@/lib/sign-in-screen';

export function SiteWidgets() {
  const [location] = useLocation();
  const signingIn = useSignInScreenShown();
  const chat = !isWorkPagePath(location) || isSignInPagePath(location) || signingIn;
  return (
    <>
      {chat && <ChatButton />}
      <InteractionTracking />
    </>
  );
}
