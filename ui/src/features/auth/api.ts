import { baseApi } from '../../api/baseApi'
import type {
  AuthProviders,
  Credentials,
  MessageResponse,
  Registration,
  ResetPasswordRequest,
  SubscriptionStatus,
  User,
  UserResponse,
  VerificationRequest,
} from './types'

const FIVE_MINUTES_IN_SECONDS = 300

// What a signed-out visitor's subscription looks like (spec 000 section 7).
const signedOutSubscription: SubscriptionStatus = {
  status: 'unauthenticated',
  hasActiveSubscription: false,
  trialDaysLeft: 0,
  isLegacyUser: false,
  betaDiscountActive: false,
  betaDiscountMonthsLeft: 0,
  currentPrice: 59,
  periodType: 'none',
  statusDisplay: '',
  subscriptionEndDate: null,
  accessRemaining: null,
  planType: null,
  nextBillingInfo: null,
  hasStripeSubscription: false,
  message: '',
  accessType: 'unauthenticated',
  paymentsEnabled: false,
}

function post<Body>(url: string) {
  return (body: Body) => ({ url, method: 'POST', body })
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 401 means "signed out", which is an answer (null), not an error.
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('auth/user')
        if (result.error?.status === 401) return { data: null }
        if (result.error) return { error: result.error }
        return { data: result.data as User }
      },
      extraOptions: { maxRetries: 2 },
      keepUnusedDataFor: FIVE_MINUTES_IN_SECONDS,
      providesTags: ['CurrentUser'],
    }),
    // Decides what a signed-in user may open (accessType), so it lives with the user. 401 means
    // "signed out", which is an answer, not an error.
    getSubscriptionStatus: build.query<SubscriptionStatus, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('subscription/status')
        if (result.error?.status === 401) return { data: signedOutSubscription }
        if (result.error) return { error: result.error }
        return { data: result.data as SubscriptionStatus }
      },
      providesTags: ['SubscriptionStatus'],
    }),
    getAuthProviders: build.query<AuthProviders, void>({
      query: () => 'auth/providers',
    }),
    // Each link is checked once per visit; a fresh visit asks again.
    verifyResetToken: build.query<{ valid: boolean }, string>({
      query: (token) => ({ url: 'auth/email/verify-reset-token', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    // Sign-in success is followed by a full page load (see loadPage), which fetches the new
    // user, so these mutations do not invalidate CurrentUser: doing so would swap the route
    // table under the open dialog before its success step is seen.
    register: build.mutation<MessageResponse, Registration>({ query: post('auth/email/register') }),
    login: build.mutation<UserResponse, Credentials>({ query: post('auth/email/login') }),
    verifyEmail: build.mutation<UserResponse, VerificationRequest>({
      query: post('auth/email/verify-email'),
    }),
    resendCode: build.mutation<MessageResponse, { email: string }>({
      query: post('auth/email/resend-otp'),
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: post('auth/email/forgot-password'),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: post('auth/email/reset-password'),
    }),
  }),
})

export const {
  useGetCurrentUserQuery,
  useGetSubscriptionStatusQuery,
  useGetAuthProvidersQuery,
  useVerifyResetTokenQuery,
  useRegisterMutation,
  useLoginMutation,
  useVerifyEmailMutation,
  useResendCodeMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi
