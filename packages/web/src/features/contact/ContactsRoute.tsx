/**
 * Contact (docs/product/my-data.md §2 contacts, menu group "Kundenservice"; §9): the phone service with its hours and
 * free hotline, the service e-mail address of the market, the frequent questions of the shop, and
 * the way to the contact form. Only with the contactForm flag; without it the page is not found.
 */
import './catalog.ts';
import { Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContactsPageDocument } from './ContactsPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { PageData } from '../../components/PageData.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  const { shopUrl } = useMarket();
  const page = usePageQuery(ContactsPageDocument);
  if (page.data?.featureFlags.contactForm === false) return <NotFound />;
  return (
    <TitledPage title={t('section.contact')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.featureFlags} loadError="app.genericError">
        {() => (
          <Stack gap="lg">
            <p>{t('contact.intro')}</p>
            <Paper withBorder p="md" component="section" aria-labelledby="contact-form-title">
              <Title order={2} size="h3" id="contact-form-title" mb="sm">
                {t('contact.byForm')}
              </Title>
              <p>{t('contact.formIntro')}</p>
              <Link to={paths.contactForm} className="btn btn-primary">
                {t('contact.toForm')}
              </Link>
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="contact-phone-title">
              <Title order={2} size="h3" id="contact-phone-title" mb="sm">
                {t('contact.byPhone')}
              </Title>
              <ServiceContact />
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="contact-email-title">
              <Title order={2} size="h3" id="contact-email-title" mb="sm">
                {t('contact.byEmail')}
              </Title>
              <p>
                {t('contact.emailIntro')}{' '}
                <a href={`mailto:${t('service.email')}`} className="text-link">
                  <strong>{t('service.email')}</strong>
                </a>
              </p>
            </Paper>
            <p>
              <a href={`${shopUrl}/service/faq`} className="text-link">
                {t('contact.faq')} <span className="visually-hidden">{t('app.externalLinkHint')}</span>
              </a>
            </p>
          </Stack>
        )}
      </PageData>
    </TitledPage>
  );
}
