// The operator's details from the server configuration, as the footer, the menus and the legal
// pages read them, and whether the server sells subscriptions.
export { siteApi, useGetSiteInfoQuery, usePaymentsEnabled, useSiteInfo, type SiteInfo } from './api'
