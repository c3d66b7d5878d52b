// What the Team routes need: admin auth's deps plus the company (for the invitation e-mail), the
// outbox it goes out through and the site's address (for the link).
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { AdminAuthDeps } from '../admin/index.js';

export interface TeamDeps extends AdminAuthDeps {
  company: CompanyProfile;
  outbox: EmailOutbox;
  publicBaseUrl: string;
}
