import { baseApi } from '../../api/baseApi'
import type { PlanType } from '../auth'
import type { ChangeResponse, Plan, SwitchPlanResponse, SyncResponse, UrlResponse } from './types'

// A change to the subscription changes the status and the user's subscriptionStatus, so both
// are read again.
const changesSubscription = ['SubscriptionStatus', 'CurrentUser'] as const

export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => 'subscription/plans',
    }),
    createSubscriptionPlan: build.mutation<UrlResponse, PlanType>({
      query: (planType) => ({ url: 'create-subscription-plan', method: 'POST', body: { planType } }),
    }),
    createCustomerPortalSession: build.mutation<UrlResponse, void>({
      query: () => ({ url: 'create-customer-portal-session', method: 'POST' }),
    }),
    cancelSubscription: build.mutation<ChangeResponse, void>({
      query: () => ({ url: 'subscription/cancel', method: 'POST' }),
      invalidatesTags: [...changesSubscription],
    }),
    reactivateSubscription: build.mutation<ChangeResponse, void>({
      query: () => ({ url: 'subscription/reactivate', method: 'POST' }),
      invalidatesTags: [...changesSubscription],
    }),
    switchPlan: build.mutation<SwitchPlanResponse, PlanType>({
      query: (planType) => ({ url: 'subscription/switch-plan', method: 'POST', body: { planType } }),
      invalidatesTags: [...changesSubscription],
    }),
    // After the checkout returns: the server reads the subscription from the payment provider
    // and says what it found.
    syncSubscription: build.mutation<SyncResponse, void>({
      query: () => ({ url: 'sync-subscription', method: 'POST' }),
      invalidatesTags: [...changesSubscription],
    }),
  }),
})

export const {
  useGetPlansQuery,
  useCreateSubscriptionPlanMutation,
  useCreateCustomerPortalSessionMutation,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useSwitchPlanMutation,
  useSyncSubscriptionMutation,
} = subscriptionApi
