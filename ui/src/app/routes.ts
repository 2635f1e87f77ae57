import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AccessType } from '../lib/accessType'

export interface PageRoute {
  path: string
  Page: LazyExoticComponent<ComponentType>
}

// Every page is lazy so each route ships in its own chunk.
const LandingPage = lazy(() => import('../features/landing/LandingPage'))
const LoginPage = lazy(() => import('../features/auth/LoginPage'))
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'))
const WorkspacePage = lazy(() => import('../features/workspace/WorkspacePage'))
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'))
const AdminPage = lazy(() => import('../features/admin/AdminPage'))
const FeedbackAnalyticsPage = lazy(() => import('../features/admin/FeedbackAnalyticsPage'))
const BrevoAdminPage = lazy(() => import('../features/admin/BrevoAdminPage'))
const MigrationAdminPage = lazy(() => import('../features/admin/MigrationAdminPage'))
const JobsAdminPage = lazy(() => import('../features/admin/JobsAdminPage'))
const SubscribePage = lazy(() => import('../features/subscription/SubscribePage'))
const SubscriptionSuccessPage = lazy(() => import('../features/subscription/SubscriptionSuccessPage'))
const DisclaimerPage = lazy(() => import('../features/legal/DisclaimerPage'))
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'))
const TermsPage = lazy(() => import('../features/legal/TermsPage'))
const TutorialsPage = lazy(() => import('../features/tutorials/TutorialsPage'))
export const NotFoundPage = lazy(() => import('../features/notfound/NotFoundPage'))

const legalRoutes: PageRoute[] = [
  { path: '/disclaimer', Page: DisclaimerPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/terms', Page: TermsPage },
]

// Every signed-in user can choose a plan and come back from the checkout.
const subscriptionRoutes: PageRoute[] = [
  { path: '/subscribe', Page: SubscribePage },
  { path: '/subscription-success', Page: SubscriptionSuccessPage },
]

// Without a subscription, / and /profile both show the profile page with only its
// Subscription tab usable.
const subscriptionRequiredRoutes: PageRoute[] = [
  { path: '/', Page: ProfilePage },
  { path: '/profile', Page: ProfilePage },
  ...subscriptionRoutes,
]

// Routes every visitor gets, whatever the access type (spec: /reset-password; /tutorials is in
// every access type's list).
export const routesForEveryone: PageRoute[] = [
  { path: '/reset-password', Page: ResetPasswordPage },
  { path: '/tutorials', Page: TutorialsPage },
]

// Spec 000 section 2 route table; anything not listed falls through to NotFoundPage. Every path
// here is also in pagePaths.json, which the server reads to answer any other path with status
// 404 (routes.test.ts checks that the two agree).
export const routesByAccessType: Record<AccessType, PageRoute[]> = {
  unauthenticated: [
    { path: '/', Page: LandingPage },
    { path: '/login', Page: LoginPage },
    // Signed-out visitors get the sign-in choice there.
    { path: '/subscribe', Page: SubscribePage },
    ...legalRoutes,
  ],
  authenticated_no_subscription: [...subscriptionRequiredRoutes, ...legalRoutes],
  trial_expired: [...subscriptionRequiredRoutes, ...legalRoutes],
  full_access: [
    { path: '/', Page: WorkspacePage },
    { path: '/profile', Page: ProfilePage },
    { path: '/admin', Page: AdminPage },
    { path: '/admin/brevo', Page: BrevoAdminPage },
    { path: '/admin/feedback', Page: FeedbackAnalyticsPage },
    { path: '/admin/migration', Page: MigrationAdminPage },
    { path: '/admin/jobs', Page: JobsAdminPage },
    ...subscriptionRoutes,
    ...legalRoutes,
  ],
}
