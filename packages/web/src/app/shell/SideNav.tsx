/** The side navigation: four menu groups and logout (docs/product/shell.md §2 "Menu groups"). */
import { NavLink } from 'react-router';
import { Text, VisuallyHidden } from '@mantine/core';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { useLogout } from './useLogout.ts';
import type { SideNav_CustomerFragment, SideNav_FeatureFlagsFragment } from './SideNav.generated.ts';

export interface SideNavProps {
  customer: SideNav_CustomerFragment;
  featureFlags: SideNav_FeatureFlagsFragment | null;
}

interface Entry {
  to: string;
  label: MessageKey;
}

function Group({ id, title, children }: { id: string; title: MessageKey; children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="nav-group" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      <ul>{children}</ul>
    </section>
  );
}

function Item({ to, label }: Entry) {
  const t = useT();
  return (
    <li>
      <NavLink to={to}>{t(label)}</NavLink>
    </li>
  );
}

export function SideNav({ customer, featureFlags }: SideNavProps) {
  const t = useT();
  // Decision 018: a social-login customer without password sets one instead of changing it; a
  // light user without password gets one only through the e-mailed link (light-user-set-password),
  // so no password entry; the e-mail change asks for the password, so only customers with one see it.
  const setPasswordInsteadOfChange = customer.socialLoginProvider !== null && !customer.hasPassword;
  const showPassword = customer.hasPassword || setPasswordInsteadOfChange;
  const showChangeEmail = customer.hasPassword;
  const showContact = featureFlags?.contactForm ?? false;
  const { shopUrl } = useMarket();
  const { logout, inProgress, failed } = useLogout();
  return (
    <nav aria-label={t('shell.navLabel')}>
      <Group id="nav-orders" title="nav.group.orders">
        <Item to={paths.orders} label="nav.orders" />
        <Item to={paths.openInvoices} label="nav.openInvoices" />
      </Group>
      <Group id="nav-activity" title="nav.group.activity">
        <Item to={paths.wishlist} label="nav.wishlist" />
        <Item to={paths.followedCreators} label="nav.followedCreators" />
        <Item to={paths.productHistory} label="nav.productHistory" />
        <Item to={paths.referrals} label="nav.referrals" />
      </Group>
      <Group id="nav-profile" title="nav.group.profile">
        <Item to={paths.myProfile} label="nav.myProfile" />
        {showChangeEmail && <Item to={paths.changeEmail} label="nav.changeEmail" />}
        {showPassword && (
          <Item
            to={paths.changePassword}
            label={setPasswordInsteadOfChange ? 'nav.setPassword' : 'nav.changePassword'}
          />
        )}
        <Item to={paths.addresses} label="nav.addresses" />
        {/* A light account has no billing address nor payment data until it is completed (decision 017). */}
        {!customer.isLightUser && <Item to={paths.paymentMethods} label="nav.paymentMethods" />}
      </Group>
      <Group id="nav-service" title="nav.group.service">
        <li>
          <a href={`${shopUrl}/service/faq`}>
            {t('nav.faq')} <VisuallyHidden>{t('app.externalLinkHint')}</VisuallyHidden>
          </a>
        </li>
        {showContact && <Item to={paths.contacts} label="nav.contact" />}
      </Group>
      <div className="nav-group">
        <ul>
          <li>
            <button type="button" onClick={() => void logout()} disabled={inProgress}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
        <div aria-live="polite">
          {failed && (
            <Text c="red.9" mt="xs">
              {t('nav.logoutFailed')}
            </Text>
          )}
        </div>
      </div>
    </nav>
  );
}
