import { useTranslation } from 'react-i18next';
import {
  bookingSiteInfoOf,
  joinTravelerName,
  moneyDecimal,
  planCostOf,
  supplierInfoOf,
  type BookingFields,
  type PlanTraveler,
  type SupplierInfo,
} from '@waybook/core';
import { useFormatter } from '../../../shared/use-formatter.js';
import { hasBookingInfo, hasSupplierInfo, shownTravelers } from '../plan-view-model.js';
import { emailValue, FactList, longText, phoneValue, PlanCard, webValue, type Fact } from './facts.js';

// The cards every plan type shares: its travelers, its booking information and its notes.

function travelerFacts(traveler: PlanTraveler, t: (key: string) => string): readonly Fact[] {
  const program = [traveler.frequentTravelerSupplier, traveler.frequentTravelerNumber]
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(' ');
  return [
    { label: t('traveler.frequentTraveler'), value: program },
    { label: t('traveler.ticket'), value: traveler.ticketNumber },
    { label: t('traveler.seat'), value: traveler.seatPreference },
    { label: t('traveler.meal'), value: traveler.mealPreference },
  ];
}

/** The travelers (guests, drivers...) under `title`, left out when there is none to show. */
export function TravelersCard({ title, travelers }: { readonly title: string; readonly travelers: readonly PlanTraveler[] }) {
  const { t } = useTranslation('planView');
  const shown = shownTravelers(travelers);
  if (shown.length === 0) return null;
  return (
    <PlanCard title={title}>
      <ul className="wb-plan-travelers">
        {shown.map((traveler, index) => (
          <li key={index} className="wb-plan-travelers__item">
            <span className="wb-plan-travelers__name">{joinTravelerName(traveler) || t('traveler.unnamed')}</span>
            <FactList facts={travelerFacts(traveler, t)} className="wb-plan-facts--compact" />
          </li>
        ))}
      </ul>
    </PlanCard>
  );
}

function supplierFacts(info: SupplierInfo, t: (key: string) => string): readonly Fact[] {
  return [
    { label: t('booking.name'), value: info.name },
    { label: t('booking.confirmation'), value: info.confirmationNumber },
    { label: t('booking.contact'), value: info.contact },
    { label: t('booking.phone'), value: phoneValue(info.phone) },
    { label: t('booking.email'), value: emailValue(info.emailAddress) },
    { label: t('booking.website'), value: webValue(info.url) },
  ];
}

function SupplierBlock({ title, info }: { readonly title: string; readonly info: SupplierInfo }) {
  const { t } = useTranslation('planView');
  if (!hasSupplierInfo(info)) return null;
  return (
    <div className="wb-plan-booking__group">
      <h3>{title}</h3>
      <FactList facts={supplierFacts(info, t)} />
    </div>
  );
}

/**
 * The booking information: cost and booking facts, then the supplier, the booking site and the
 * agency. Left out entirely when there is nothing (as for viewers, who get plans without it).
 */
export function BookingCard({ booking, title }: { readonly booking: BookingFields; readonly title?: string }) {
  const { t } = useTranslation('planView');
  const f = useFormatter();
  if (!hasBookingInfo(booking)) return null;
  const cancellation = booking.cancellationDateTime.trim();
  const cost = planCostOf(booking.totalCost);
  const facts: readonly Fact[] = [
    // An amount in the interface language's form; older free text as it was typed.
    { label: t('booking.totalCost'), value: cost.kind === 'money' ? f.money(moneyDecimal(cost.money), cost.money.currency) : booking.totalCost },
    { label: t('booking.rate'), value: booking.bookingRate },
    { label: t('booking.bookingDate'), value: f.date(booking.bookingDate) },
    { label: t('booking.purchased'), value: booking.isPurchased ? t('booking.yes') : null },
    { label: t('booking.recordLocator'), value: booking.recordLocator },
    { label: t('booking.cancellation'), value: f.date(cancellation.slice(0, 10)) || cancellation },
    { label: t('booking.restrictions'), value: longText(booking.restrictions) },
  ];
  return (
    <PlanCard title={title ?? t('headings.booking')} className="wb-plan-booking">
      {booking.hasPossibleCancellation && (
        <p className="wb-plan-notice" role="note">
          {t('booking.possibleCancellation')}
        </p>
      )}
      <FactList facts={facts} />
      <SupplierBlock title={t('booking.supplier')} info={supplierInfoOf(booking)} />
      <SupplierBlock title={t('booking.bookingSite')} info={bookingSiteInfoOf(booking)} />
      <SupplierBlock title={t('booking.agency')} info={booking.agency} />
    </PlanCard>
  );
}

/** The plan's notes, left out when there are none. */
export function NotesCard({ notes, title }: { readonly notes: string; readonly title?: string }) {
  const { t } = useTranslation('planView');
  if (notes.trim() === '') return null;
  return (
    <PlanCard title={title ?? t('headings.notes')}>
      <p className="wb-plan-pre">{notes.trim()}</p>
    </PlanCard>
  );
}
