import { baseApi } from '../../api/baseApi'

// Company details from the server configuration, shown in the footer and on the legal pages,
// and whether the server sells subscriptions (false for payment.provider none).
export interface SiteInfo {
  legalName: string
  address: string
  contactEmail: string
  communityUrl: string
  paymentsEnabled: boolean
}

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInfo: build.query<SiteInfo, void>({
      query: () => 'site-info',
      providesTags: ['SiteInfo'],
    }),
  }),
})

export const { useGetSiteInfoQuery } = siteApi

export function useSiteInfo(): SiteInfo | undefined {
  return useGetSiteInfoQuery().data
}

// Whether this server sells subscriptions: the landing page shows prices and the free trial only
// then. Until the server has answered, it is taken to sell them, as most servers do.
export function usePaymentsEnabled(): boolean {
  return useSiteInfo()?.paymentsEnabled !== false
}
