import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppFrame } from '../features/shell/app-frame.js';
import { OfflineBanner } from '../features/shell/offline-banner.js';
import { NotFoundPage } from '../shared/pages/not-found-page.js';
import { OnboardingGate } from './onboarding-gate.js';
import { LegacyIdGuard } from './legacy-id-guard.js';
import { RedirectEntry } from './redirect-entry.js';
import { LogoutRoute } from './logout-route.js';
import { OldWebRoute } from './old-web-route.js';
import { PageLoading } from '../shared/pages/page-loading.js';
import { AllCatalogues } from '../shared/pages/all-catalogues.js';

const TripsPage = lazy(() => import('../features/trips/trips-page.js'));
const TripFormPage = lazy(() => import('../features/trip-form/trip-form-page.js'));
const TripSummaryPage = lazy(() => import('../features/trip-summary/trip-summary-page.js'));
const TripPrintPage = lazy(() => import('../features/trip-summary/trip-print-page.js'));
const TripSharingPage = lazy(() => import('../features/trip-sharing/trip-sharing-page.js'));
const TripCostPage = lazy(() => import('../features/trip-cost/trip-cost-page.js'));
const AddPlanPage = lazy(() => import('../features/plan-form/add-plan-page.js'));
const PlanFormPage = lazy(() => import('../features/plan-form/plan-form-page.js'));
const PlanViewPage = lazy(() => import('../features/plan-view/plan-view-page.js'));
const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page.js'));
const PreferencesPage = lazy(() => import('../features/preferences/preferences-page.js'));
const ProfilePage = lazy(() => import('../features/account/profile-page.js'));
const AddEmailPage = lazy(() => import('../features/account-emails/add-email-page.js'));
const ManageEmailPage = lazy(() => import('../features/account-emails/manage-email-page.js'));
const DeleteAccountPage = lazy(() => import('../features/account-manage/delete-account-page.js'));
const CreditsPage = lazy(() => import('../features/shell/credits-page.js'));
const ChangePasswordPage = lazy(() => import('../features/account-password/change-password-page.js'));
const ResetLinkRoute = lazy(() => import('../features/account-password/reset-link-route.js'));
const ProfileEditPage = lazy(() => import('../features/account-profile-edit/profile-edit-page.js'));
const MergeAccountsPage = lazy(() => import('../features/account-merge/merge-accounts-page.js'));
const MessagesPage = lazy(() => import('../features/alerts/messages-page.js'));
const NotificationsPage = lazy(() => import('../features/settings-notifications/notifications-page.js'));
const AiSettingsPage = lazy(() => import('../features/settings-ai/ai-settings-page.js'));
const CalendarFeedPage = lazy(() => import('../features/settings-calendar-feed/calendar-feed-page.js'));
const ConnectedApplicationsPage = lazy(() => import('../features/settings-applications/connected-applications-page.js'));
const DataTransferPage = lazy(() => import('../features/settings-data/data-transfer-page.js'));
const AccountSharingPage = lazy(() => import('../features/account-sharing/account-sharing-page.js'));
const BillingPage = lazy(() => import('../features/account-billing/billing-page.js'));
const ReceiptPage = lazy(() => import('../features/account-billing/receipt-page.js'));
const SupportPage = lazy(() => import('../features/support/support-page.js'));
// The merge link (redirect type merge_accounts) lands on Manage Account with st: this modal uses it.
const MergeAccountsModal = lazy(() => import('../features/account-merge/merge-accounts-modal.js').then((m) => ({ default: m.MergeAccountsModal })));

// The messages bell and the phone menu's dot load after the first screen (they need the alert list
// first anyway); nothing shows in their place meanwhile.
const MessagesDropdown = lazy(() => import('../features/alerts/messages-dropdown.js').then((m) => ({ default: m.MessagesDropdown })));
const MessagesMenuDot = lazy(() => import('../features/alerts/messages-dropdown.js').then((m) => ({ default: m.MessagesMenuDot })));
const quiet = (element: React.ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

// The trip list, the first page, needs only the catalogues bundled for it (i18n/first-namespaces.ts);
// every other page waits for all of them in the interface language, fetched with its own chunk.
const firstPage = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;
const page = (element: React.ReactNode) => firstPage(<AllCatalogues>{element}</AllCatalogues>);

/**
 * The route table. `handle.title` is the catalogue key of each page's title ("<title> - Waybook").
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame messages={quiet(<MessagesDropdown />)} menuBadge={quiet(<MessagesMenuDot />)} offline={<OfflineBanner />} />,
    children: [
      {
        element: <OnboardingGate />,
        children: [
          { index: true, element: <RedirectEntry />, handle: { title: 'titles.redirecting' } },
          { path: 'trips', element: firstPage(<TripsPage />), handle: { title: 'titles.trips' } },
          { path: 'trip/create', element: page(<TripFormPage mode="create" />), handle: { title: 'titles.addTrip' } },
          {
            // Trip URLs may still carry numeric ids from old links: they are rewritten to uuids first.
            element: <LegacyIdGuard />,
            children: [
              { path: 'trips/:tripUuid', element: page(<TripSummaryPage />), handle: { title: 'titles.tripSummary' } },
              { path: 'trips/:tripUuid/edit', element: page(<TripFormPage mode="edit" />), handle: { title: 'titles.editTrip' } },
              { path: 'trips/:tripUuid/print', element: page(<TripPrintPage />), handle: { title: 'titles.tripPrint' } },
              { path: 'trips/:tripUuid/sharing', element: page(<TripSharingPage />), handle: { title: 'titles.tripSharing' } },
              { path: 'trips/:tripUuid/cost', element: page(<TripCostPage />), handle: { title: 'titles.tripCost' } },
              { path: 'trips/:tripUuid/plans/create', element: page(<AddPlanPage />), handle: { title: 'titles.addPlan' } },
              // Plan routes of part 1 section 2.3; the page checks :planRoute is a plan type's path segment.
              { path: 'trips/:tripUuid/:planRoute/create', element: page(<PlanFormPage mode="create" />), handle: { title: 'titles.addPlan' } },
              { path: 'trips/:tripUuid/:planRoute/:segmentUuid', element: page(<PlanViewPage />), handle: { title: 'titles.planDetails' } },
              { path: 'trips/:tripUuid/:planRoute/:segmentUuid/edit', element: page(<PlanFormPage mode="edit" />), handle: { title: 'titles.editPlan' } },
              { path: 'trips/:tripUuid/:planRoute/:segmentUuid/:section', element: page(<PlanViewPage />), handle: { title: 'titles.planDetails' } },
              // Plans in no trip, created from the unassigned plans tab (not in the spec's route table).
              { path: 'unfiled/plans/create', element: page(<AddPlanPage unfiled />), handle: { title: 'titles.addPlan' } },
              { path: 'unfiled/:planRoute/create', element: page(<PlanFormPage mode="create" unfiled />), handle: { title: 'titles.addPlan' } },
              { path: 'unfiled/:planRoute/:reservationUuid', element: page(<PlanViewPage unfiled />), handle: { title: 'titles.planDetails' } },
              { path: 'unfiled/:planRoute/:reservationUuid/edit', element: page(<PlanFormPage mode="edit" unfiled />), handle: { title: 'titles.editPlan' } },
            ],
          },
          { path: 'onboarding', element: page(<OnboardingPage />), handle: { title: 'titles.onboarding' } },
          { path: 'settings/preferences', element: page(<PreferencesPage />), handle: { title: 'titles.preferences' } },
          { path: 'settings/notifications', element: page(<NotificationsPage />), handle: { title: 'notifications:page.title' } },
          { path: 'settings/artificial-intelligence', element: page(<AiSettingsPage />), handle: { title: 'aiSettings:page.title' } },
          { path: 'settings/calendar-feed', element: page(<CalendarFeedPage />), handle: { title: 'calendarFeed:page.title' } },
          { path: 'settings/applications', element: page(<ConnectedApplicationsPage />), handle: { title: 'connectedApps:page.title' } },
          { path: 'settings/data', element: page(<DataTransferPage />), handle: { title: 'dataTransfer:page.title' } },
          {
            path: 'account/profile',
            element: page(
              <>
                <ProfilePage />
                <MergeAccountsModal />
              </>,
            ),
            handle: { title: 'titles.profile' },
          },
          { path: 'account/profile/edit', element: page(<ProfileEditPage />), handle: { title: 'accountProfileEdit:title' } },
          { path: 'account/profile/emails/add', element: page(<AddEmailPage />), handle: { title: 'accountEmails:add.title' } },
          { path: 'account/profile/emails/:emailUuid', element: page(<ManageEmailPage />), handle: { title: 'accountEmails:manage.title' } },
          { path: 'account/manage/delete', element: page(<DeleteAccountPage />), handle: { title: 'titles.deleteAccount' } },
          { path: 'account/profile/change-password', element: page(<ChangePasswordPage />), handle: { title: 'accountPassword:title' } },
          { path: 'account/profile/merge-accounts', element: page(<MergeAccountsPage />), handle: { title: 'accountMerge:page.title' } },
          { path: 'change-password', element: page(<ResetLinkRoute />), handle: { title: 'accountPassword:title' } },
          { path: 'messages', element: page(<MessagesPage />), handle: { title: 'alerts:page.title' } },
          { path: 'account/sharing', element: page(<AccountSharingPage />), handle: { title: 'accountSharing:title' } },
          { path: 'account/billing', element: page(<BillingPage />), handle: { title: 'billing:page.title' } },
          { path: 'account/billing/receipts/:receiptId', element: page(<ReceiptPage />), handle: { title: 'billing:receipt.title' } },
          { path: 'support', element: page(<SupportPage />), handle: { title: 'support:page.title' } },
          { path: 'credits', element: page(<CreditsPage />), handle: { title: 'titles.credits' } },
          { path: 'logout', element: <LogoutRoute />, handle: { title: 'titles.logout' } },
          { path: 'old-web', element: <OldWebRoute />, handle: { title: 'titles.logout' } },
          { path: '404', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
          { path: '*', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
        ],
      },
    ],
  },
];

/** The browser router under /app/. */
export function createRouter() {
  return createBrowserRouter(routes, { basename: '/app' });
}
