// The door of text-messages (issue 40; decision 084): texts at a load's milestones through Twilio,
// their queue and sender, Twilio's webhooks, and who on a request gets them.
export type { ArrivingSoonReached, DriverSignInLink, TextMessageDeps, TrackingLinkUrl } from './deps.js';
export { queueText, type TextToQueue } from './queue.js';
export { createTextSender, type TextSender, type TextSenderOptions } from './sender.js';
export { twilioProvider, type TextProvider } from './provider.js';
export { textsLoadEventListener } from './milestones.js';
export { textWebhookRoutes } from './webhook-routes.js';
export { textsAdminRoutes, textsAvailabilityRoutes, textsPortalRoutes } from './routes.js';
// The request form's opt-in (the service-requests feature's port, wired by the composition).
export { subscribeFromRequestForm } from './request-form-opt-in.js';
