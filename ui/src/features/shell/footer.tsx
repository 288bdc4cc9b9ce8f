import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buildPath, footerVisibility, isMobileViewport } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { toLocale } from '../../i18n/i18n.js';
import { legalPageUrl, SITE_LINKS, SOCIAL_LINKS, SOCIAL_NETWORKS } from '../../shared/site-links.js';
import { ChevronDownIcon, SocialIcon } from './icons.js';
import { useViewportSize } from '../../shared/use-viewport-size.js';
import './footer.css';

/** A titled group of links; on phones the title is a button that shows or hides the links. */
function FooterGroup({ title, collapsible, children }: { title: string; collapsible: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="wb-footer__group">
      <h2 className="wb-footer__heading">
        {collapsible ? (
          <button type="button" className="wb-footer__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {title}
            <ChevronDownIcon />
          </button>
        ) : (
          title
        )}
      </h2>
      <ul id={listId} className="wb-footer__links" hidden={collapsible && !open}>
        {children}
      </ul>
    </section>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href}>{children}</a>
    </li>
  );
}

/** A footer link to a page of this app (a route of the route table). */
function FooterRouteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to}>{children}</Link>
    </li>
  );
}

/**
 * The page footer (part 1 section 2.6): products, news and resources, partners, social links and
 * the copyright line. "Do not sell or share" shows only for a US home country, cookie preferences
 * once the full profile is loaded. Help Center leads to the support page (/support).
 *
 * @example
 * <Footer />
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const { profile, fullProfileLoaded } = useSession();
  const today = useService(TOKENS.today);
  const collapsible = isMobileViewport(useViewportSize());
  const show = footerVisibility({ homeCountryCode: profile?.homeCountryCode, fullProfileLoaded });
  const locale = toLocale(i18n.language);
  const year = today().slice(0, 4);

  return (
    <footer className="wb-footer">
      <nav className="wb-footer__groups" aria-label={t('footer.label')}>
        <FooterGroup title={t('footer.products')} collapsible={collapsible}>
          <FooterLink href={SITE_LINKS.downloadApp}>{t('footer.downloadApp')}</FooterLink>
          <FooterLink href={SITE_LINKS.free}>{t('footer.free')}</FooterLink>
          <FooterLink href={SITE_LINKS.pro}>{t('footer.pro')}</FooterLink>
          {/* Help by topic in the reader's language and the contact form; the Help Center's home is linked there. */}
          <FooterRouteLink to={buildPath('support')}>{t('footer.helpCenter')}</FooterRouteLink>
        </FooterGroup>
        <FooterGroup title={t('footer.resources')} collapsible={collapsible}>
          <FooterLink href={SITE_LINKS.resourceCenter}>{t('footer.resourceCenter')}</FooterLink>
          <FooterLink href={SITE_LINKS.jobs}>{t('footer.jobs')}</FooterLink>
          <FooterLink href={legalPageUrl('user-agreement', locale)}>{t('footer.userAgreement')}</FooterLink>
          <FooterLink href={legalPageUrl('privacy-policy', locale)}>{t('footer.privacyPolicy')}</FooterLink>
          <FooterLink href={SITE_LINKS.security}>{t('footer.security')}</FooterLink>
          {show.cookiePreferences && <FooterLink href={SITE_LINKS.cookiePreferences}>{t('footer.cookiePreferences')}</FooterLink>}
          <FooterLink href={SITE_LINKS.mailImportPolicy}>{t('footer.mailImportPolicy')}</FooterLink>
          {show.doNotShare && <FooterLink href={SITE_LINKS.doNotShare}>{t('footer.doNotShare')}</FooterLink>}
        </FooterGroup>
        <FooterGroup title={t('footer.partners')} collapsible={collapsible}>
          <FooterLink href={SITE_LINKS.bookingSites}>{t('footer.bookingSites')}</FooterLink>
        </FooterGroup>
      </nav>
      <div className="wb-footer__bottom">
        <ul className="wb-footer__social" aria-label={t('footer.social.label')}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a href={SOCIAL_LINKS[network]} aria-label={t(`footer.social.${network}`)}>
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
        <p className="wb-footer__copyright">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
