/**
 * The customer service: login state and details, username check and login with cookie
 * sessions, and every other way in (registration, light accounts, Google login, magic links,
 * password links, verification), the customer's own data (e-mail change, password change,
 * delete account), support requests, the consents of e-mail links (market research, upsell
 * e-mails) and the referral link, one flow per module.
 */
import { customerService } from '@mein-konto/schema/upstream/customer';
import { defineMockService } from '../../kernel/mockService.ts';
import { customerAdmin } from './admin.ts';
import { detailsHandlers } from './details.ts';
import { lightAccountHandlers } from './lightAccount.ts';
import { loginHandlers } from './login.ts';
import { magicLinkHandlers } from './magicLink.ts';
import { marketingHandlers } from './marketing.ts';
import { passwordHandlers } from './passwords.ts';
import { profileHandlers } from './profile.ts';
import { referralHandlers } from './referral.ts';
import { registrationHandlers } from './registration.ts';
import { socialLoginHandlers } from './socialLogin.ts';
import { supportHandlers } from './support.ts';
import { verificationHandlers } from './verification.ts';

export const customerMock = defineMockService(
  customerService,
  [
    detailsHandlers,
    loginHandlers,
    registrationHandlers,
    lightAccountHandlers,
    socialLoginHandlers,
    magicLinkHandlers,
    passwordHandlers,
    verificationHandlers,
    profileHandlers,
    supportHandlers,
    marketingHandlers,
    referralHandlers,
  ],
  { admin: customerAdmin },
);
