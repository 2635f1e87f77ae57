import { baseApi } from '../../api/baseApi'

// Company details from the server configuration, shown in the footer and on the legal pages.
export interface SiteInfo {
  legalName: string
  address: string
  contactEmail: string
  communityUrl: string
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
